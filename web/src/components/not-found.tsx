import { Link } from 'react-router';
import { EmptyState } from './empty-state';

/** A page whose id names nothing: said plainly, with a way back home. */
export function NotFound({ what }: { what: string }) {
  return (
    <section>
      <h1 className="h4 mb-3">{what} not found</h1>
      <EmptyState text={`This ${what.toLowerCase()} does not exist or is no longer available.`}>
        <Link to="/" className="btn btn-primary">
          Go to home
        </Link>
      </EmptyState>
    </section>
  );
}
