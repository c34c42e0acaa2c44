import { EmptyState } from '@/components/empty-state';

export default function HomePage() {
  return (
    <section>
      <h1 className="h4 mb-3">Home</h1>
      <EmptyState />
    </section>
  );
}
