import { EmptyState } from '@/components/empty-state';

export default function LiveVideoPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Live classes</h1>
      <EmptyState text="Live classes are not available yet." />
    </section>
  );
}
