import type { Batch, BatchInput, BatchUpdate } from '@pariksha/contracts/enrolment';
import { enrolmentStaffUrl } from '@pariksha/contracts/enrolment-paths';
import { sendData } from '@/lib/api-client';

export const createBatch = (body: BatchInput) =>
  sendData<Batch>(enrolmentStaffUrl.batches(), 'POST', body);

/** `updatedAt`: the version edited; a stale edit is refused. */
export const updateBatch = (id: number, body: BatchUpdate) =>
  sendData<Batch>(enrolmentStaffUrl.batch(id), 'PUT', body);

export const deleteBatch = (id: number) => sendData(enrolmentStaffUrl.batch(id), 'DELETE');
