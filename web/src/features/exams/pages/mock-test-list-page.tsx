import { EmptyState } from '@/components/empty-state';

export default function MockTestListPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Mock test list</h1>
      <EmptyState />
    </section>
  );
}
