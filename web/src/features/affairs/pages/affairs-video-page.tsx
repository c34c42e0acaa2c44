import { EmptyState } from '@/components/empty-state';

export default function AffairsVideoPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Current affairs</h1>
      <EmptyState text="Current affairs are not available yet." />
    </section>
  );
}
