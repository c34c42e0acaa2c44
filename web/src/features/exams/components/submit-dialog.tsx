import Modal from 'react-bootstrap/Modal';
import type { ExamSection, PaperQuestion } from '@pariksha/contracts/exams';
import type { AnswerState } from '../lib/answer-journal';
import { countStatuses, PALETTE_LABELS, PALETTE_ORDER } from '../lib/palette';

type Props = {
  show: boolean;
  sections: ExamSection[];
  questions: PaperQuestion[];
  answers: Readonly<Record<string, AnswerState>>;
  visited: ReadonlySet<number>;
  onCancel: () => void;
  onConfirm: () => void;
};

/** What will be submitted, per section, before the learner confirms. */
export function SubmitDialog({
  show,
  sections,
  questions,
  answers,
  visited,
  onCancel,
  onConfirm,
}: Props) {
  const rows = sections.map((s) => {
    const ids = questions.filter((q) => q.sectionId === s.id).map((q) => q.id);
    return { section: s, total: ids.length, c: countStatuses(ids, answers, visited) };
  });
  const all = countStatuses(
    questions.map((q) => q.id),
    answers,
    visited,
  );
  const answered = all.answered + all.answered_marked;
  const unanswered = questions.length - answered;
  return (
    <Modal show={show} onHide={onCancel} centered size="lg" aria-labelledby="submit-title">
      <Modal.Header closeButton>
        <Modal.Title id="submit-title" as="h2" className="h5">
          Submit the test?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          You have answered <strong>{answered}</strong> of {questions.length} questions;{' '}
          <strong>{unanswered}</strong> {unanswered === 1 ? 'is' : 'are'} unanswered and{' '}
          <strong>{all.marked + all.answered_marked}</strong> marked for review.
        </p>
        <ul className="row row-cols-2 g-2 list-unstyled mb-3" aria-label="Questions by state">
          {PALETTE_ORDER.map((status) => (
            <li className="col d-flex align-items-center gap-2 small" key={status}>
              <span className={`palette-swatch palette-${status}`}>{all[status]}</span>
              {PALETTE_LABELS[status]}
            </li>
          ))}
        </ul>
        {rows.length > 1 && (
          <table className="table table-sm align-middle small mb-3">
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col" className="text-end">
                  Answered
                </th>
                <th scope="col" className="text-end">
                  Unanswered
                </th>
                <th scope="col" className="text-end">
                  Marked
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ section, total, c }) => (
                <tr key={section.id}>
                  <th scope="row" className="fw-normal">
                    {section.title}
                  </th>
                  <td className="text-end">{c.answered + c.answered_marked}</td>
                  <td className="text-end">{total - c.answered - c.answered_marked}</td>
                  <td className="text-end">{c.marked + c.answered_marked}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="small text-body-secondary">
          Answered questions marked for review are evaluated.
        </p>
        <p className="mb-0">Once submitted, you cannot change your answers.</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Back to the test
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          Submit
        </button>
      </Modal.Footer>
    </Modal>
  );
}
