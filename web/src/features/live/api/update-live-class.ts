import { liveStaffUrl } from '@pariksha/contracts/live-paths';
import { sendData } from '@/lib/api-client';

/** Changes a live class (`updatedAt`: the version edited); its state and stream move elsewhere. */
export const updateLiveClass = (id: number, body: object) =>
  sendData(liveStaffUrl.liveClass(id), 'PUT', body);
