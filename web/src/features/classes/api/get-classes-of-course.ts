import { useQuery } from '@tanstack/react-query';
import type { ClassesOfCourse } from '@pariksha/contracts/classes';
import { classUrl } from '@pariksha/contracts/classes-paths';
import { freshGet } from '@/lib/query-client';

/** A course's classes by syllabus unit (one unit when `syllabusId` is given); always current. */
export const classesOfCourseQueryOptions = (courseId: number, syllabusId?: number) =>
  freshGet<ClassesOfCourse>(
    ['classes', 'course', courseId, syllabusId ?? 'all'],
    classUrl.ofCourse(courseId, syllabusId),
  );

export const useClassesOfCourse = (courseId: number | null, syllabusId?: number) =>
  useQuery({
    ...classesOfCourseQueryOptions(courseId ?? 0, syllabusId),
    enabled: courseId !== null,
  });
