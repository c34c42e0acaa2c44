import { adminUrl } from '@pariksha/contracts/admin-paths';
import { downloadFile } from '@/lib/api-client';

/** Saves an exam's questions as a file that imports back the same. */
export const exportQuestions = (examId: number, format: 'csv' | 'gift') =>
  downloadFile(
    adminUrl.exportQuestions(examId, format),
    `exam-${examId}-questions.${format === 'csv' ? 'csv' : 'gift.txt'}`,
  );
