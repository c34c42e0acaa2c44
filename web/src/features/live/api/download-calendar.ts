import { liveUrl } from '@pariksha/contracts/live-paths';
import { downloadFile } from '@/lib/api-client';

/** Saves the class's iCalendar file. */
export const downloadCalendar = (id: number) =>
  downloadFile(liveUrl.calendar(id), `live-class-${id}.ics`);
