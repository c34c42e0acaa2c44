import { adminUrl } from '@pariksha/contracts/admin-paths';
import { sendData } from '@/lib/api-client';

/** Schedules a live class for a course. */
export const createLiveClass = (courseId: number, body: object) =>
  sendData(adminUrl.liveClasses(courseId), 'POST', body);
