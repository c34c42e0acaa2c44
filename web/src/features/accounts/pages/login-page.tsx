import { EmptyState } from '@/components/empty-state';

export default function LoginPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Login</h1>
      <EmptyState />
    </section>
  );
}
