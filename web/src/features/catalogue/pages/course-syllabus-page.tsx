import { EmptyState } from '@/components/empty-state';

export default function CourseSyllabusPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Course syllabus</h1>
      <EmptyState />
    </section>
  );
}
