import Modal from 'react-bootstrap/Modal';
import type { ExamSection, PaperQuestion } from '@pariksha/contracts/exams';
import type { AnswerState } from '../lib/answer-queue';
import { countStatuses } from '../lib/palette';

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
export function SubmitDialog({ show, sections, questions, answers, visited, onCancel, onConfirm }: Props) {
  const rows = sections.map((s) => {
    const ids = questions.filter((q) => q.sectionId === s.id).map((q) => q.id);
    return { section: s, total: ids.length, c: countStatuses(ids, answers, visited) };
  });
  const all = countStatuses(questions.map((q) => q.id), answers, visited);
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
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-2">
            <caption className="small">Answered questions marked for review are evaluated.</caption>
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col" className="text-end">Questions</th>
                <th scope="col" className="text-end">Answered</th>
                <th scope="col" className="text-end">Not answered</th>
                <th scope="col" className="text-end">Marked for review</th>
                <th scope="col" className="text-end">Not visited</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ section, total, c }) => (
                <tr key={section.id}>
                  <th scope="row" className="fw-normal">{section.title}</th>
                  <td className="text-end">{total}</td>
                  <td className="text-end">{c.answered + c.answered_marked}</td>
                  <td className="text-end">{c.not_answered + c.marked}</td>
                  <td className="text-end">{c.marked + c.answered_marked}</td>
                  <td className="text-end">{c.not_visited}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
