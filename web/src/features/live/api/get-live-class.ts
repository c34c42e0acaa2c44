import { useQuery } from '@tanstack/react-query';
import type { LiveClass } from '@pariksha/contracts/live';
import { liveUrl } from '@pariksha/contracts/live-paths';
import { freshGet } from '@/lib/query-client';

/** One live class with its state, its stream and whether the learner moderates it. */
export const liveClassQueryOptions = (id: number) =>
  freshGet<LiveClass>(['live', 'class', id], liveUrl.byId(id));

export const useLiveClass = (id: number | null) =>
  useQuery({ ...liveClassQueryOptions(id ?? 0), enabled: id !== null });
