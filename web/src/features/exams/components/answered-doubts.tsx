import { useTranslation } from 'react-i18next';
import type { AnsweredDoubt } from '@pariksha/contracts/feedback';
import { textLang } from '../lib/format';

/**
 * Learners' doubts about a question that a teacher answered, under its explanation: every learner
 * who reads the explanation reads them, without who asked.
 */
export function AnsweredDoubts({ doubts, id }: { doubts: AnsweredDoubt[]; id: string }) {
  const { t } = useTranslation('practice');
  if (doubts.length === 0) return null;
  return (
    <section className="answered-doubts mt-2" aria-labelledby={id} data-testid="answered-doubts">
      <h4 id={id} className="small fw-semibold mb-1">
        {t('doubts.title', { count: doubts.length })}
      </h4>
      <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
        {doubts.map((d) => (
          <li key={`${d.answeredAt}-${d.text}`} className="answered-doubt">
            <p className="mb-1">
              <span className="fw-semibold">{t('doubts.question')}: </span>
              <span lang={textLang(d.text)} className="answered-doubt-text">
                {d.text}
              </span>
            </p>
            <p className="mb-0">
              <span className="fw-semibold">{t('doubts.answer')}: </span>
              <span lang={textLang(d.answer)} className="answered-doubt-text">
                {d.answer}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
