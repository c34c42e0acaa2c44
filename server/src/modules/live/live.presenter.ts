import crypto from 'node:crypto';
import type { ChatMessage, LiveClass, LiveClassSummary, LiveState } from '@pariksha/contracts/live';
import type { AccessState } from '@pariksha/contracts/enrolment';
import { iso } from '../../lib/iso';
import type { LiveClassRow, MessageRow } from './live.repository';

/**
 * Who wrote a message, as the chat shows it: the same for all of one learner's messages in a
 * class, so a page can tell its own, and nothing that leads to their account.
 */
export const writerKey = (classId: number, userId: string) =>
  crypto
    .createHash('sha256')
    .update(`live-writer:${classId}:${userId}`)
    .digest('base64url')
    .slice(0, 16);

export function presentSummary(
  r: LiveClassRow,
  state: LiveState,
  locked: boolean,
): LiveClassSummary {
  return {
    id: r.id,
    courseId: r.courseId,
    title: r.title,
    titleMl: r.titleMl,
    teacher: r.teacher,
    startsAt: r.startsAt.toISOString(),
    plannedMinutes: r.plannedMinutes,
    state,
    wentLiveAt: iso(r.wentLiveAt),
    endedAt: iso(r.endedAt),
    recordingId: r.recordingId,
    examCount: r.examCount,
    isDemo: r.isDemo,
    // Live classes are never previews: all of a course, or locked.
    locked,
    preview: false,
  };
}

export function presentClass(
  r: LiveClassRow,
  state: LiveState,
  canModerate: boolean,
  access: AccessState,
): LiveClass {
  return {
    ...presentSummary(r, state, false),
    course: { id: r.courseId, course_name: r.courseName, access },
    description: r.description,
    descriptionMl: r.descriptionMl,
    stream: state === 'ended' ? null : { kind: r.streamKind, source: r.stream },
    examId: r.examId,
    canModerate,
  };
}

export const presentMessage = (m: MessageRow): ChatMessage => ({
  id: m.id,
  writer: writerKey(m.classId, m.userId),
  userName: m.userName,
  text: m.text,
  sentAt: m.sentAt.toISOString(),
  fromStaff: m.fromStaff,
});
