import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';

/**
 * What a full-width exam screen shows while its data is not there: the spinner, or the failure
 * with room around it (the screen has no page container).
 */
export function FullWidthLoad({
  query,
}: {
  query: { error: unknown; refetch: () => Promise<unknown> };
}) {
  if (!query.error) return <Loading />;
  return (
    <div className="p-3 p-lg-5">
      <QueryError error={query.error} retry={() => void query.refetch()} />
    </div>
  );
}
