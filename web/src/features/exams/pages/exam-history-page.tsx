import { EmptyState } from '@/components/empty-state';

export default function ExamHistoryPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Exam history</h1>
      <EmptyState />
    </section>
  );
}
