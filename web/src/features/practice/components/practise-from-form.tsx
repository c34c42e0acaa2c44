import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PracticeMode } from '@pariksha/contracts/exams';
import type { NewPracticeSetBody } from '@pariksha/contracts/practice';
import { PRACTICE_COUNTS } from '@pariksha/contracts/practice-paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useStartPracticeSet } from '@/lib/api/start-practice-set';
import { practiceRoute } from '../lib/paths';
import { CountModeFields } from './count-mode-fields';

/**
 * Starts a set of my mistakes or my bookmarks: how many, which mode (learn by default), and any
 * choice of the caller's (`children`); the set opens on the exam screen.
 */
export function PractiseFromForm({
  title,
  start,
  body,
  nothing,
  children,
}: {
  title: string;
  /** The button's words. */
  start: string;
  body: (choice: { count: number; mode: PracticeMode }) => NewPracticeSetBody;
  /** What to say when the server finds nothing to draw. */
  nothing: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('practice');
  const ids = useId();
  const navigate = useNavigate();
  const starting = useStartPracticeSet();
  const [count, setCount] = useState<number>(PRACTICE_COUNTS[1]);
  const [mode, setMode] = useState<PracticeMode>('learn');
  const failure =
    starting.error instanceof ApiError && starting.error.code === 'NOTHING_TO_PRACTISE'
      ? nothing
      : starting.error && errorMessage(starting.error, t('choose.failed'));
  return (
    <form
      className="card shadow-sm"
      aria-labelledby={`${ids}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        starting.mutate(body({ count, mode }), {
          onSuccess: (a) => void navigate(practiceRoute.exam(a.examId, a.attemptId)),
        });
      }}
    >
      <div className="card-body d-flex flex-column gap-3">
        <h2 id={`${ids}-title`} className="h5 mb-0">
          {title}
        </h2>
        {children}
        <CountModeFields count={count} mode={mode} onCount={setCount} onMode={setMode} />
        {failure && (
          <div className="alert alert-danger py-2 mb-0" role="alert">
            {failure}
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={starting.isPending}>
          {starting.isPending ? t('choose.starting') : start}
        </button>
      </div>
    </form>
  );
}
