import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExamTime } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { getData } from '@/lib/api-client';
import { clockOffsetMs } from '../lib/exam-clock';

export type TimedExamTime = ExamTime & { clockOffsetMs: number };

/** The server's time and the attempt's deadline, with the client's clock offset measured. */
export async function getExamTime(attemptId: string, signal?: AbortSignal): Promise<TimedExamTime> {
  const sentAt = Date.now();
  const time = await getData<ExamTime>(examUrl.time(attemptId), { signal });
  return { ...time, clockOffsetMs: clockOffsetMs(time.serverNow, sentAt, Date.now()) };
}

/** Re-read every minute to correct drift and notice an attempt ended elsewhere. */
export const examTimeQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: ['exams', 'time', attemptId],
    queryFn: ({ signal }) => getExamTime(attemptId, signal),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: 60_000,
  });

export const useExamTime = (attemptId: string, enabled: boolean) =>
  useQuery({ ...examTimeQueryOptions(attemptId), enabled });
