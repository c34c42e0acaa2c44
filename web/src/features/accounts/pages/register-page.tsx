import { EmptyState } from '@/components/empty-state';

export default function RegisterPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Register</h1>
      <EmptyState />
    </section>
  );
}
