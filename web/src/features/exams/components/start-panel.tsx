import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Exam, ExamLanguage } from '@pariksha/contracts/exams';
import { errorMessage } from '@/lib/api-client';
import { useStartAttempt } from '../api/start-attempt';
import { rememberAttempt, storeView } from '../lib/attempt-storage';
import { examRoute } from '../lib/exam-paths';

/** Language choice, the "I have read" confirmation and Start (or Resume). */
export function StartPanel({ exam }: { exam: Exam }) {
  const navigate = useNavigate();
  const start = useStartAttempt();
  const [language, setLanguage] = useState<ExamLanguage>('en');
  const [agreed, setAgreed] = useState(false);
  const ids = useId();
  const resuming = exam.attempt.status === 'in_progress';
  const attemptsLeft = exam.maxAttempts === null || exam.attemptsUsed < exam.maxAttempts;
  const blocked = !resuming && (exam.availability !== 'open' || !attemptsLeft);
  const blockedText =
    exam.availability === 'upcoming'
      ? 'This test is not open yet.'
      : exam.availability === 'closed'
        ? 'This test has closed.'
        : 'You have used all attempts of this test.';

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
      onSubmit={(e) => {
        e.preventDefault();
        if (agreed && !blocked) onStart();
      }}
    >
      <div className="card-body">
        {exam.languages.includes('ml') && (
          <fieldset className="mb-3">
            <legend className="h6">Language of the questions</legend>
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
                  {l === 'en' ? 'English' : 'മലയാളം'}
                </label>
              </div>
            ))}
            <p className="form-text mb-0">You can switch language at any time during the test.</p>
          </fieldset>
        )}
        <div className="form-check mb-3">
          <input
            className="form-check-input"
            type="checkbox"
            id={`${ids}-agree`}
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${ids}-agree`}>
            I have read the instructions
          </label>
        </div>
        {blocked && <p className="text-danger-emphasis small">{blockedText}</p>}
        {start.error && (
          <div className="alert alert-danger py-2" role="alert">
            {errorMessage(start.error, 'The test could not be started. Please try again.')}
          </div>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-lg w-100"
          disabled={!agreed || blocked || start.isPending}
        >
          {start.isPending ? 'Starting…' : resuming ? 'Resume test' : 'Start test'}
        </button>
      </div>
    </form>
  );
}
