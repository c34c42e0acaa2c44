import { useQuery } from '@tanstack/react-query';
import type { RecordedClass } from '@pariksha/contracts/classes';
import { classUrl } from '@pariksha/contracts/classes-paths';
import { freshGet } from '@/lib/query-client';

/** One class with its video and the learner's resume position; always current. */
export const recordedClassQueryOptions = (id: number) =>
  freshGet<RecordedClass>(['classes', 'class', id], classUrl.byId(id));

export const useRecordedClass = (id: number | null) =>
  useQuery({ ...recordedClassQueryOptions(id ?? 0), enabled: id !== null });
