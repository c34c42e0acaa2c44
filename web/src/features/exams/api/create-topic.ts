import type { Topic } from '@pariksha/contracts/exams-bank';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { sendData } from '@/lib/api-client';

/** Adds a subject (`parentId` null), or a topic or subtopic under one. */
export const createTopic = (body: object) => sendData<Topic>(examStaffUrl.topics(), 'POST', body);
