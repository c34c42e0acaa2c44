import { EmptyState } from '@/components/empty-state';

export default function ExamRecordedClassPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Exam recorded class</h1>
      <EmptyState />
    </section>
  );
}
