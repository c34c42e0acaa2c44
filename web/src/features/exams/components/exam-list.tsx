import type { ExamListItem } from '@pariksha/contracts/exams';
import { EmptyState } from '@/components/empty-state';
import { ExamCard } from './exam-card';

export function ExamList({ exams }: { exams: ExamListItem[] }) {
  if (exams.length === 0) return <EmptyState />;
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled">
      {exams.map((exam) => (
        <li key={exam.id} className="col">
          <ExamCard exam={exam} />
        </li>
      ))}
    </ul>
  );
}
