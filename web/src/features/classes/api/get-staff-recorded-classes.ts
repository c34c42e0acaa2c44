import { queryOptions, useQuery } from '@tanstack/react-query';
import { classStaffUrl } from '@pariksha/contracts/classes-paths';
import { freshGet, staffKey } from '@/lib/query-client';
import { whileTranscoding, type Transcode } from '@/lib/transcode';

/** A recorded class as the console lists it. */
export type StaffRecordedClass = {
  id: number;
  title: string;
  updatedAt: string;
  durationSeconds: number;
  teacher: string;
  used: number;
  transcode: Transcode;
};

/** A unit's recorded classes, published or not; read again while renditions are made. */
export const staffRecordedClassesQueryOptions = (unitId: number) =>
  queryOptions({
    ...freshGet<StaffRecordedClass[]>(
      staffKey('classes', 'unit', unitId),
      classStaffUrl.recordedClasses(unitId),
    ),
    refetchInterval: whileTranscoding,
  });

export const useStaffRecordedClasses = (unitId: number) =>
  useQuery(staffRecordedClassesQueryOptions(unitId));
