import { EmptyState } from '@/components/empty-state';

export default function SearchLandingPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Search landing</h1>
      <EmptyState />
    </section>
  );
}
