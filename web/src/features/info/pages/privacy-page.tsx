import { EmptyState } from '@/components/empty-state';

export default function PrivacyPage() {
  return (
    <section>
      <h1 className="h4 mb-3">Privacy</h1>
      <EmptyState />
    </section>
  );
}
