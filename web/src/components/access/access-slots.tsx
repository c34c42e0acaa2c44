import { createContext, use, type ComponentType } from 'react';
import { ApiError } from '@/lib/api-client';

/*
 * The ways into a restricted course (an access code, the locked screen) belong to the enrolment
 * feature, yet show inside other features' screens: a course page, a list, a deep link answered
 * 403 NOT_ENROLLED. Features never import each other, so the app hands these in here, and a
 * screen renders whatever it was given (nothing, in a test that gives nothing).
 */
export type AccessSlots = {
  /** The form to enter an access code; `courseId` when it stands on that course's page. */
  CodeEntry: ComponentType<{ courseId?: number; collapsed?: boolean }>;
  /** What a deep link to an item of a course the learner has not joined shows. */
  Locked: ComponentType<{ courseId: number | null }>;
};

const Nothing = () => null;
export const AccessSlotsContext = createContext<AccessSlots>({
  CodeEntry: Nothing,
  Locked: Nothing,
});

export const useAccessSlots = () => use(AccessSlotsContext);

/** A 403 NOT_ENROLLED: the course it names (`details.courseId`), or null when it names none. */
export function notEnrolled(error: unknown): { courseId: number | null } | null {
  if (!(error instanceof ApiError) || error.code !== 'NOT_ENROLLED') return null;
  const id = (error.details as { courseId?: unknown } | undefined)?.courseId;
  return { courseId: typeof id === 'number' ? id : null };
}
