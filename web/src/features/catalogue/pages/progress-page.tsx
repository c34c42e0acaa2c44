import { EmptyState } from '@/components/empty-state';

export default function ProgressPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Progress</h1>
      <EmptyState />
    </section>
  );
}
