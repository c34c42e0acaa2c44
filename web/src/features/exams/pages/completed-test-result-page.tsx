import { EmptyState } from '@/components/empty-state';

export default function CompletedTestResultPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Completed test result</h1>
      <EmptyState />
    </section>
  );
}
