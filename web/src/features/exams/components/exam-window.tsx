import type { ExamListItem } from '@pariksha/contracts/exams';
import { localDateTime } from '../lib/format';

/** The window of a scheduled mock test, in the learner's local time. */
export function ExamWindow({
  exam,
}: {
  exam: Pick<ExamListItem, 'opensAt' | 'closesAt' | 'availability'>;
}) {
  if (!exam.opensAt && !exam.closesAt) return null;
  const tone = exam.availability === 'open' ? 'text-body-secondary' : 'text-danger-emphasis';
  return (
    <p className={`small mb-2 ${tone}`}>
      <span className="fw-semibold">Scheduled:</span>{' '}
      {exam.opensAt && (
        <>
          opens <time dateTime={exam.opensAt}>{localDateTime(exam.opensAt)}</time>
        </>
      )}
      {exam.opensAt && exam.closesAt && ' · '}
      {exam.closesAt && (
        <>
          closes <time dateTime={exam.closesAt}>{localDateTime(exam.closesAt)}</time>
        </>
      )}
      {exam.availability === 'upcoming' && (
        <span className="badge text-bg-warning ms-2">Not open yet</span>
      )}
      {exam.availability === 'closed' && (
        <span className="badge text-bg-secondary ms-2">Closed</span>
      )}
    </p>
  );
}
