import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import { downloadFile } from '@/lib/api-client';

/** Saves an exam's questions as a file that imports back the same. */
export const exportQuestions = (examId: number, format: 'csv' | 'gift') =>
  downloadFile(
    examStaffUrl.exportQuestions(examId, format),
    `exam-${examId}-questions.${format === 'csv' ? 'csv' : 'gift.txt'}`,
  );
