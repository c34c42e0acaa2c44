import { useQuery } from '@tanstack/react-query';
import type { ExamListItem } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { freshGet } from '@/lib/query-client';

/** The mock tests of a course with the learner's standing in each; always current. */
export const courseExamsQueryOptions = (courseId: string) =>
  freshGet<ExamListItem[]>(['exams', 'course', courseId], examUrl.byCourse(courseId));

export const useCourseExams = (courseId: string) => useQuery(courseExamsQueryOptions(courseId));
