import { EmptyState } from '@/components/empty-state';

export default function MaterialPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Study material</h1>
      <EmptyState text="Study material is not available yet." />
    </section>
  );
}
