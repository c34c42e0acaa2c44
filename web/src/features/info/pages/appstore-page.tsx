import { EmptyState } from '@/components/empty-state';

export default function AppstorePage() {
  return (
    <section>
      <h1 className="h4 mb-3">Appstore</h1>
      <EmptyState />
    </section>
  );
}
