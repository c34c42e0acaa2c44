import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Exam, ExamLanguage } from '@pariksha/contracts/exams';
import { notEnrolled } from '@/components/access/access-slots';
import { LockedNote } from '@/components/access/item-access';
import { errorMessage } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useStartAttempt } from '../api/start-attempt';
import { rememberAttempt, storeView } from '../lib/attempt-storage';
import { examRoute } from '../lib/exam-paths';

/**
 * The question language (asked once, here, for a paper in both languages; the interface's own
 * language first), the "I have read" confirmation and Start; a test already running resumes at
 * once, its clock still going, without asking for the confirmation again. The exam screen starts
 * in the language chosen here and has its own switch from then on.
 */
export function StartPanel({ exam }: { exam: Exam }) {
  const { t } = useTranslation('exams');
  const navigate = useNavigate();
  const start = useStartAttempt();
  const interfaceLanguage = useLanguage();
  const bilingual = exam.languages.includes('ml');
  const [language, setLanguage] = useState<ExamLanguage>(() =>
    bilingual && exam.languages.includes(interfaceLanguage) ? interfaceLanguage : 'en',
  );
  const [agreed, setAgreed] = useState(false);
  const ids = useId();
  const resuming = exam.attempt.status === 'in_progress';
  const attemptsLeft = exam.maxAttempts === null || exam.attemptsUsed < exam.maxAttempts;
  const blocked = !resuming && (exam.availability !== 'open' || !attemptsLeft);
  const blockedText =
    exam.availability === 'upcoming'
      ? t('start.notOpen')
      : exam.availability === 'closed'
        ? t('start.closed')
        : t('start.noAttempts');

  const onStart = () =>
    start.mutate(String(exam.id), {
      onSuccess: (a) => {
        rememberAttempt(a.attemptId, a.deadline);
        storeView(a.attemptId, { language });
        void navigate(examRoute.exam(exam.id, a.attemptId));
      },
    });

  return (
    <form
      className="card shadow-sm"
      aria-label={t('start.label')}
      onSubmit={(e) => {
        e.preventDefault();
        if ((agreed || resuming) && !blocked) onStart();
      }}
    >
      <div className="card-body">
        {bilingual && (
          <fieldset className="mb-3" aria-describedby={`${ids}-language-hint`}>
            <legend className="h6">{t('start.language')}</legend>
            {(['en', 'ml'] as const).map((l) => (
              <div className="form-check" key={l}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="language"
                  id={`${ids}-${l}`}
                  checked={language === l}
                  onChange={() => setLanguage(l)}
                />
                <label className="form-check-label" htmlFor={`${ids}-${l}`} lang={l}>
                  {t(`language.${l}`)}
                </label>
              </div>
            ))}
            <p id={`${ids}-language-hint`} className="form-text mb-0">
              {t('start.languageHint')}
            </p>
          </fieldset>
        )}
        {resuming ? (
          <p className="mb-3" data-testid="resume-note">
            {t('start.inProgress')}
          </p>
        ) : (
          <div className="form-check mb-3">
            <input
              className="form-check-input"
              type="checkbox"
              id={`${ids}-agree`}
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${ids}-agree`}>
              {t('start.agree')}
            </label>
          </div>
        )}
        {blocked && <p className="text-danger-emphasis small">{blockedText}</p>}
        {start.error && (
          <div className="alert alert-danger py-2" role="alert">
            {errorMessage(start.error, t('start.failed'))}
            {/* Not joined (the course, or a batch the test is limited to): the way in. */}
            {notEnrolled(start.error) && (
              <div className="mt-1">
                <LockedNote courseTo={examRoute.course(exam.courseId)} />
              </div>
            )}
          </div>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-lg w-100"
          disabled={!(agreed || resuming) || blocked || start.isPending}
        >
          {start.isPending ? t('start.starting') : resuming ? t('start.resume') : t('start.start')}
        </button>
      </div>
    </form>
  );
}
