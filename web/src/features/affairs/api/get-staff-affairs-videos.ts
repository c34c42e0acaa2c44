import { queryOptions, useQuery } from '@tanstack/react-query';
import { affairsStaffUrl } from '@pariksha/contracts/affairs-paths';
import { freshGet, staffKey } from '@/lib/query-client';
import { whileTranscoding, type Transcode } from '@/lib/transcode';

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
      affairsStaffUrl.affairsVideos(categoryId),
    ),
    refetchInterval: whileTranscoding,
  });

export const useStaffAffairsVideos = (categoryId: number) =>
  useQuery(staffAffairsVideosQueryOptions(categoryId));
