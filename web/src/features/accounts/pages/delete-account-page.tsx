import { EmptyState } from '@/components/empty-state';

export default function DeleteAccountPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Delete account</h1>
      <EmptyState />
    </section>
  );
}
