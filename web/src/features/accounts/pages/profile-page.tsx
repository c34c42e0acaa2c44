import { EmptyState } from '@/components/empty-state';

export default function ProfilePage() {
  return (
    <section>
      <h1 className="h4 mb-3">Profile</h1>
      <EmptyState />
    </section>
  );
}
