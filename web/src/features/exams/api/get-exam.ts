import { useQuery } from '@tanstack/react-query';
import type { Exam } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { freshGet } from '@/lib/query-client';

/** One exam with its instructions and the learner's standing. */
export const examQueryOptions = (examId: string) =>
  freshGet<Exam>(['exams', 'exam', examId], examUrl.exam(examId));

export const useExam = (examId: string) => useQuery(examQueryOptions(examId));
