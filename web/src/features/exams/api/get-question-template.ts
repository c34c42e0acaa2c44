import { adminUrl } from '@pariksha/contracts/admin-paths';
import { downloadFile } from '@/lib/api-client';

/** Saves the CSV layout of a question bank, with two example rows. */
export const getQuestionTemplate = () =>
  downloadFile(adminUrl.csvTemplate(), 'pariksha-questions-template.csv');
