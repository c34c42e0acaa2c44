import { localDateTime } from '../lib/format';

/** In place of the review while a scheduled test is still open to others. */
export function ReviewPending({ availableAt }: { availableAt: string }) {
  return (
    <section aria-labelledby="review-title" className="mb-4" data-testid="review-pending">
      <h2 id="review-title" className="h5 mb-3">
        Review answers
      </h2>
      <div className="alert alert-info mb-0">
        <p className="mb-1">
          Answers and explanations will be shown after the test closes on{' '}
          <time dateTime={availableAt}>{localDateTime(availableAt)}</time>.
        </p>
        <p className="small mb-0">
          Other learners may be taking this scheduled test until then, so your rank and percentile
          can still change.
        </p>
      </div>
    </section>
  );
}
