import { EmptyState } from '@/components/empty-state';

export default function ExamPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Exam</h1>
      <EmptyState />
    </section>
  );
}
