import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { sendData } from '@/lib/api-client';

/** Deletes a topic; refused (409) while a subtopic or a question is under it. */
export const deleteTopic = (id: number) => sendData(examStaffUrl.topic(id), 'DELETE');
