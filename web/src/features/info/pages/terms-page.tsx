import { EmptyState } from '@/components/empty-state';

export default function TermsPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Terms</h1>
      <EmptyState />
    </section>
  );
}
