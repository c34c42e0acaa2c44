import { useQuery } from '@tanstack/react-query';
import type { LiveClassesOfCourse } from '@pariksha/contracts/live';
import { liveUrl } from '@pariksha/contracts/live-paths';
import { freshGet } from '@/lib/query-client';

/** A course's live classes: live now, upcoming, ended; always current. */
export const liveClassesOfCourseQueryOptions = (courseId: number) =>
  freshGet<LiveClassesOfCourse>(['live', 'course', courseId], liveUrl.ofCourse(courseId));

export const useLiveClassesOfCourse = (courseId: number | null) =>
  useQuery({ ...liveClassesOfCourseQueryOptions(courseId ?? 0), enabled: courseId !== null });
