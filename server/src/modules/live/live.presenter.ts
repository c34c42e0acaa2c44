import type { ChatMessage, LiveClass, LiveClassSummary, LiveState } from '@pariksha/contracts/live';
import type { LiveClassRow, MessageRow } from './live.repository';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function presentSummary(r: LiveClassRow, state: LiveState): LiveClassSummary {
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
  };
}

export function presentClass(r: LiveClassRow, state: LiveState, canModerate: boolean): LiveClass {
  return {
    ...presentSummary(r, state),
    course: { id: r.courseId, course_name: r.courseName },
    description: r.description,
    descriptionMl: r.descriptionMl,
    stream: state === 'ended' ? null : { kind: r.streamKind, source: r.stream },
    examId: r.examId,
    canModerate,
  };
}

export const presentMessage = (m: MessageRow): ChatMessage => ({
  id: m.id,
  userName: m.userName,
  text: m.text,
  sentAt: m.sentAt.toISOString(),
  fromStaff: m.fromStaff,
});
