import { liveStaffUrl } from '@pariksha/contracts/live-paths';
import { confirmedPath, sendData } from '@/lib/api-client';

/** Deletes a live class; one learners have joined goes only when `confirm`. */
export const deleteLiveClass = (id: number, confirm: boolean) =>
  sendData(confirmedPath(liveStaffUrl.liveClass(id), confirm), 'DELETE');
