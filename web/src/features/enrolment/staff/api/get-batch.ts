import { useQuery } from '@tanstack/react-query';
import type { Batch } from '@pariksha/contracts/enrolment';
import { enrolmentStaffUrl } from '@pariksha/contracts/enrolment-paths';
import { freshGet, staffKey } from '@/lib/query-client';

export const batchQueryOptions = (id: number) =>
  freshGet<Batch>(staffKey('enrolment', 'batch', id), enrolmentStaffUrl.batch(id));

export const useBatch = (id: number | null) =>
  useQuery({ ...batchQueryOptions(id ?? 0), enabled: id !== null });
