import { useQuery } from '@tanstack/react-query';
import type { ExamListItem } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { freshGet } from '@/lib/query-client';

/** Exams attached to one recorded class (the same list items as a course's mock tests). */
export const recordedClassExamsQueryOptions = (recordedClassId: string) =>
  freshGet<ExamListItem[]>(
    ['exams', 'recorded-class', recordedClassId],
    examUrl.byRecordedClass(recordedClassId),
  );

export const useRecordedClassExams = (recordedClassId: string) =>
  useQuery(recordedClassExamsQueryOptions(recordedClassId));
