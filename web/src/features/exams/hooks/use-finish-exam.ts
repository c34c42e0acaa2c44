import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { endExam } from '../api/end-exam';
import type { AnswerJournal } from '../lib/answer-journal';
import type { AnswerSync } from '../lib/answer-sync';
import { forgetAttempt } from '../lib/attempt-storage';
import { examRoute } from '../lib/exam-paths';
import { ANSWER_GRACE_MS } from '../lib/exam-clock';
import { retrying } from '../lib/retry';

export type FinishReason = 'submitted' | 'expired' | 'closed';
export type FinishStep = 'saving' | 'ending' | 'waiting';
export type Finishing = { reason: FinishReason; step: FinishStep } | null;

const takenOver = (e: unknown) => e instanceof ApiError && e.code === 'ATTEMPT_TAKEN_OVER';

/**
 * Ends the attempt without losing an answer: first every pending answer is sent (for as long as
 * the server still accepts saves), then v1/endExam is called (with the saves' holder), retried by
 * the same rules as the saves until it answers or refuses, then the end page. A screen another tab or device has taken
 * over hands nothing in (the test goes on there; its panel stays): only an end found elsewhere
 * (`closed`) still leads it to the end page.
 */
export function useFinishExam(
  examId: string,
  attemptId: string,
  answers: { journal: AnswerJournal; sync: AnswerSync },
  msUntilDeadline: () => number,
) {
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState<Finishing>(null);
  const running = useRef(false);
  const { journal, sync } = answers;

  const finish = useCallback(
    async (reason: FinishReason) => {
      const handsIn = reason !== 'closed';
      if (running.current || (handsIn && sync.isTakenOver)) return;
      running.current = true;
      const stop = () => {
        running.current = false;
        setFinishing(null);
      };
      setFinishing({ reason, step: 'saving' });
      // Saves are accepted until a little after the deadline; keep trying until then.
      await sync.drain(Math.max(0, msUntilDeadline()) + ANSWER_GRACE_MS - 3000);
      if (handsIn && sync.isTakenOver) return stop();
      setFinishing({ reason, step: 'ending' });
      const refused = await retrying((signal) => endExam(attemptId, signal, sync.holderId), {
        onWait: () => setFinishing({ reason, step: 'waiting' }),
      }).then(
        () => null,
        (e: unknown) => e, // refused (e.g. not found): nothing more this device can do
      );
      if (handsIn && takenOver(refused)) {
        sync.takenOver();
        return stop();
      }
      journal.forget();
      sync.stop();
      forgetAttempt(attemptId);
      // No cache to invalidate: lists and results are read fresh on every visit, and refetching
      // the paper here would race this navigation (and lose how the attempt ended).
      void navigate(examRoute.end(examId, attemptId), { replace: true, state: { reason } });
    },
    [attemptId, examId, msUntilDeadline, navigate, journal, sync],
  );

  return { finishing, finish };
}
