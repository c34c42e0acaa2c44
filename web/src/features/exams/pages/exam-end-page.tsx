import { EmptyState } from '@/components/empty-state';

export default function ExamEndPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Exam end</h1>
      <EmptyState />
    </section>
  );
}
