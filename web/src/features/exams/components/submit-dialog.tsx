import Modal from 'react-bootstrap/Modal';
import { Trans, useTranslation } from 'react-i18next';
import type { ExamSection, PaperQuestion } from '@pariksha/contracts/exams';
import type { AnswerState } from '../lib/answer-journal';
import { textLang } from '../lib/format';
import { countStatuses, paletteOrder } from '../lib/palette';

type Props = {
  show: boolean;
  /** Off once the test is being submitted: the finishing dialog holds focus then. */
  restoreFocus: boolean;
  sections: ExamSection[];
  questions: PaperQuestion[];
  answers: Readonly<Record<string, AnswerState>>;
  visited: ReadonlySet<number>;
  onCancel: () => void;
  onConfirm: () => void;
  /** A learn-mode practice set: finished rather than submitted, with nothing marked for review. */
  learn?: boolean;
};

/**
 * What will be submitted, per section, before the learner confirms. Named by its title and
 * described by the summary, so a screen reader reads both as focus enters; focus goes back where
 * it was when the learner returns to the test.
 */
export function SubmitDialog({
  show,
  restoreFocus,
  sections,
  questions,
  answers,
  visited,
  onCancel,
  onConfirm,
  learn = false,
}: Props) {
  const { t } = useTranslation('exams');
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
    <Modal
      show={show}
      onHide={onCancel}
      restoreFocus={restoreFocus}
      centered
      size="lg"
      aria-labelledby="submit-title"
      aria-describedby="submit-summary"
    >
      <Modal.Header closeButton closeLabel={t('dialog.close')}>
        <Modal.Title id="submit-title" as="h2" className="h5">
          {learn ? t('submit.finishTitle') : t('submit.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="submit-summary">
          <Trans
            t={t}
            i18nKey={all.answered_marked ? 'submit.summaryMarked' : 'submit.summary'}
            count={unanswered}
            values={{
              answered,
              total: questions.length,
              plain: all.answered,
              answeredMarked: all.answered_marked,
            }}
            components={{ b: <strong /> }}
          />
        </p>
        <ul className="row row-cols-2 g-2 list-unstyled mb-3" aria-label={t('submit.byState')}>
          {paletteOrder(learn).map((status) => (
            <li className="col d-flex align-items-center gap-2 small" key={status}>
              <span className={`palette-swatch palette-${status}`}>{all[status]}</span>
              {t(`palette.status.${status}`)}
            </li>
          ))}
        </ul>
        {rows.length > 1 && (
          <table className="table table-sm align-middle small mb-3">
            <thead>
              <tr>
                <th scope="col">{t('submit.section')}</th>
                <th scope="col" className="text-end">
                  {t('submit.answered')}
                </th>
                <th scope="col" className="text-end">
                  {t('submit.unanswered')}
                </th>
                <th scope="col" className="text-end">
                  {t('submit.marked')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ section, total, c }) => (
                <tr key={section.id}>
                  <th scope="row" className="fw-normal" lang={textLang(section.title)}>
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
        {!learn && <p className="small text-body-secondary">{t('submit.markedEvaluated')}</p>}
        <p className="mb-0">{learn ? t('submit.finishFinal') : t('submit.final')}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {learn ? t('submit.backToPractice') : t('submit.back')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {learn ? t('submit.finish') : t('submit.confirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
