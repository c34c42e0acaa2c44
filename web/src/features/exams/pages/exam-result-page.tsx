import { EmptyState } from '@/components/empty-state';

export default function ExamResultPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Exam result</h1>
      <EmptyState />
    </section>
  );
}
