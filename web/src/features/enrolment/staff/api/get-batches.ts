import { useQuery } from '@tanstack/react-query';
import type { Batch } from '@pariksha/contracts/enrolment';
import { enrolmentStaffUrl } from '@pariksha/contracts/enrolment-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** Every batch with its courses, member and pending counts. */
export const batchesQueryOptions = () =>
  freshGet<Batch[]>(staffKey('enrolment', 'batches'), enrolmentStaffUrl.batches());

export const useBatches = (enabled = true) => useQuery({ ...batchesQueryOptions(), enabled });
