import { useEffect, useMemo } from 'react';
import type { AttemptStatus } from '@pariksha/contracts/exams';
import { useExamTime } from '../api/get-exam-time';

export type ExamClock = { deadline: string; offsetMs: number };

/**
 * The deadline and the client's clock offset: first from the paper, then corrected by
 * examTimeCalculation (read at once and every minute). Reports when the server says the attempt
 * is no longer running (ended on another device, or expired).
 */
export function useExamClock(
  attemptId: string,
  initial: ExamClock,
  onEndedElsewhere: (s: AttemptStatus) => void,
) {
  const { data } = useExamTime(attemptId, true);
  useEffect(() => {
    if (data && data.status !== 'in_progress') onEndedElsewhere(data.status);
  }, [data, onEndedElsewhere]);
  const deadline = data?.deadline ?? initial.deadline;
  const offsetMs = data?.clockOffsetMs ?? initial.offsetMs;
  return useMemo<ExamClock>(() => ({ deadline, offsetMs }), [deadline, offsetMs]);
}
