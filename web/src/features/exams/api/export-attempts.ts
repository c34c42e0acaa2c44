import { adminUrl } from '@pariksha/contracts/admin-paths';
import { downloadFile } from '@/lib/api-client';
import { attemptsQuery } from './get-staff-attempts';

/** Saves the attempts found by `search` as a CSV file. */
export const exportAttempts = (examId: number, search: string) =>
  downloadFile(
    adminUrl.attempts(examId, [attemptsQuery(search), 'format=csv'].filter(Boolean).join('&')),
    `exam-${examId}-attempts.csv`,
  );
