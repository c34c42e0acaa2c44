import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { freshGet, staffKey } from '@/lib/query-client';
import { TRANSCODE_POLL_MS, transcoding, type Transcode } from '@/lib/transcode';

/** A current-affairs video as the console lists it. */
export type StaffAffairsVideo = {
  id: number;
  title: string;
  updatedAt: string;
  publishedAt: string;
  durationSeconds: number;
  transcode: Transcode;
};

/** A category's current-affairs videos; read again while renditions are made. */
export const staffAffairsVideosQueryOptions = (categoryId: number) =>
  queryOptions({
    ...freshGet<StaffAffairsVideo[]>(
      staffKey('affairs', 'videos', categoryId),
      adminUrl.affairsVideos(categoryId),
    ),
    refetchInterval: (q) => (q.state.data && transcoding(q.state.data) ? TRANSCODE_POLL_MS : false),
  });

export const useStaffAffairsVideos = (categoryId: number) =>
  useQuery(staffAffairsVideosQueryOptions(categoryId));
