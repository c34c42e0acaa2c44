import { EmptyState } from '@/components/empty-state';

export default function RecordedClassListPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Recorded classes</h1>
      <EmptyState text="Recorded classes are not available yet." />
    </section>
  );
}
