import { EmptyState } from '@/components/empty-state';

export default function CoursePage() {
  return (
    <section>
      <h1 className="h4 mb-3">Course</h1>
      <EmptyState />
    </section>
  );
}
