import { liveStaffUrl } from '@pariksha/contracts/live-paths';
import { sendData } from '@/lib/api-client';

/** Schedules a live class for a course. */
export const createLiveClass = (courseId: number, body: object) =>
  sendData(liveStaffUrl.liveClasses(courseId), 'POST', body);
