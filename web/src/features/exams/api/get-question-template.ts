import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { downloadFile } from '@/lib/api-client';

/** Saves the CSV layout of a question bank, with two example rows. */
export const getQuestionTemplate = () =>
  downloadFile(examStaffUrl.csvTemplate(), 'pariksha-questions-template.csv');
