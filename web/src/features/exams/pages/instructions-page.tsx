import { EmptyState } from '@/components/empty-state';

export default function InstructionsPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Instructions</h1>
      <EmptyState />
    </section>
  );
}
