import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenAttempts } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { getData } from '@/lib/api-client';
import { clockOffsetMs } from '../lib/exam-clock';

export type TimedOpenAttempts = OpenAttempts & { clockOffsetMs: number };

/** The learner's attempts still running, with the client's clock offset measured. */
export async function getOpenAttempts(signal?: AbortSignal): Promise<TimedOpenAttempts> {
  const sentAt = Date.now();
  const open = await getData<OpenAttempts>(examUrl.openAttempts(), { signal });
  return { ...open, clockOffsetMs: clockOffsetMs(open.serverNow, sentAt, Date.now()) };
}

/**
 * Every screen shows the answer, so it is kept a minute between screens; the exam page drops it
 * (attempts start and end there), and the next screen reads it afresh.
 */
export const openAttemptsKey = ['exams', 'open-attempts'] as const;

/** Keyed by the learner too: another sign-in in the same tab never sees the last one's attempts. */
export const openAttemptsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...openAttemptsKey, userId],
    queryFn: ({ signal }) => getOpenAttempts(signal),
    staleTime: 60_000,
  });

export const useOpenAttempts = (userId: string) => useQuery(openAttemptsQueryOptions(userId));
