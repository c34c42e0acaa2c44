import { useQuery } from '@tanstack/react-query';
import type { UpcomingLiveClass } from '@pariksha/contracts/live';
import { liveUrl } from '@pariksha/contracts/live-paths';
import { freshGet } from '@/lib/query-client';

/** The learner's next live classes in the courses of their exam, live ones first; always current. */
export const useUpcomingLive = () =>
  useQuery(freshGet<UpcomingLiveClass[]>(['catalogue', 'upcoming-live'], liveUrl.upcoming()));
