import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExamTime } from '@pariksha/contracts/exams';
import { api } from '@/lib/api-client';
import { clockOffsetMs } from '../lib/exam-clock';
import { examPath } from '../lib/exam-paths';

export type TimedExamTime = ExamTime & { clockOffsetMs: number };

/** The server's time and the attempt's deadline, with the client's clock offset measured. */
export async function getExamTime(attemptId: string, signal?: AbortSignal): Promise<TimedExamTime> {
  const sentAt = Date.now();
  const res = await api<{ data: ExamTime }>(examPath.time(attemptId), { signal });
  return { ...res.data, clockOffsetMs: clockOffsetMs(res.data.serverNow, sentAt, Date.now()) };
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
