import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { endExam } from '../api/end-exam';
import type { AnswerQueue } from '../lib/answer-queue';
import { forgetAttempt } from '../lib/attempt-storage';
import { examRoute } from '../lib/exam-paths';
import { ANSWER_GRACE_MS } from '../lib/exam-clock';

export type FinishReason = 'submitted' | 'expired' | 'closed';
export type FinishStep = 'saving' | 'ending' | 'waiting';
export type Finishing = { reason: FinishReason; step: FinishStep } | null;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const retryable = (e: unknown) =>
  e instanceof ApiError && (e.isNetwork || e.status >= 500 || e.status === 429);

/**
 * Ends the attempt without losing an answer: first every pending answer is sent (for as long as
 * the server still accepts saves), then v1/endExam is called until it answers, then the end page.
 */
export function useFinishExam(
  examId: string,
  attemptId: string,
  queue: AnswerQueue,
  msUntilDeadline: () => number,
) {
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState<Finishing>(null);
  const running = useRef(false);

  const finish = useCallback(
    async (reason: FinishReason) => {
      if (running.current) return;
      running.current = true;
      setFinishing({ reason, step: 'saving' });
      // Saves are accepted until a little after the deadline; keep trying until then.
      await queue.drain(Math.max(0, msUntilDeadline()) + ANSWER_GRACE_MS - 3000);
      setFinishing({ reason, step: 'ending' });
      for (let tries = 0; ; tries++) {
        try {
          await endExam(attemptId);
          break;
        } catch (e) {
          if (!retryable(e)) break; // e.g. not found: nothing more this device can do
          setFinishing({ reason, step: 'waiting' });
          await sleep(Math.min(30_000, 1000 * 2 ** tries));
        }
      }
      queue.forget();
      forgetAttempt(attemptId);
      // No cache to invalidate: lists and results are read fresh on every visit, and refetching
      // the paper here would race this navigation (and lose how the attempt ended).
      void navigate(examRoute.end(examId, attemptId), { replace: true, state: { reason } });
    },
    [attemptId, examId, msUntilDeadline, navigate, queue],
  );

  return { finishing, finish };
}
