import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { downloadFile } from '@/lib/api-client';

/** Saves the attempts found by `search` as a CSV file. */
export const exportAttempts = (examId: number, search: string) =>
  downloadFile(
    examStaffUrl.attempts(examId, { q: search.trim(), format: 'csv' }),
    `exam-${examId}-attempts.csv`,
  );
