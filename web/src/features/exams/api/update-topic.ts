import type { Topic } from '@pariksha/contracts/exams-bank';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { sendData } from '@/lib/api-client';

/** Renames a topic or moves it, with what is under it (`updatedAt`: the version edited). */
export const updateTopic = (id: number, body: object) =>
  sendData<Topic>(examStaffUrl.topic(id), 'PUT', body);
