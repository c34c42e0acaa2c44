import {
  CHAT_INTERVAL_MS,
  CHAT_JITTER_MS,
  CHAT_MAX_LENGTH,
  ClientFrameSchema,
  chatText,
  type ChatErrorCode,
} from '@pariksha/contracts/live';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { jsonProblem } from '../../lib/json-text';
import { entitlement, mayOpenCourse } from '../enrolment/enrolment.service';
import * as repo from './live.repository';
import { effectiveState, sendWait } from './live.rules';
import type { ChatMember } from './live.service';

/* What becomes of a frame a learner sends on the chat socket. */

export type SendResult =
  | { ok: true; id: number }
  | { ok: false; code: ChatErrorCode; message: string; retryAfterMs?: number };
export type Refusal = Extract<SendResult, { ok: false }>;

const refusal = (code: ChatErrorCode, message: string, retryAfterMs?: number): Refusal => ({
  ok: false,
  code,
  message,
  ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
});

/** Milliseconds between one writer's messages, as the server counts them (see CHAT_JITTER_MS). */
export const SEND_INTERVAL_MS = CHAT_INTERVAL_MS - CHAT_JITTER_MS;

/** A message too soon after the writer's last. */
export const tooFast = (waitMs: number) =>
  refusal('too_fast', 'One message every 2 seconds, please', Math.max(1, waitMs));

/**
 * A frame of the chat socket as text, or why it is refused: what can be told without the
 * database, so the socket answers it before any query.
 */
export function readFrame(raw: string): { ok: true; text: string } | Refusal {
  // The rule every JSON body of the API meets: no NUL, no half of a surrogate pair.
  const problem = jsonProblem(raw);
  if (problem) return refusal('bad_text', problem);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const f = ClientFrameSchema.safeParse(parsed);
  if (!f.success) return refusal('bad_frame', 'Frames are JSON: {"type":"send","text":"…"}');
  const text = chatText(f.data.text);
  if (text.ok) return text;
  switch (text.code) {
    case 'empty':
      return refusal('empty', 'Write something first');
    case 'too_long':
      return refusal('too_long', `Messages are at most ${CHAT_MAX_LENGTH} characters`);
    case 'bad_text':
      return refusal('bad_text', 'Messages are plain text, without control characters');
  }
}

/**
 * Of these accounts in a class's chat, those that may no longer open its course: none for a class
 * gone or ended (its own close says so), none of its moderators.
 */
export async function refusedViewers(db: Db, clock: Clock, classId: number, userIds: string[]) {
  const row = await repo.findClass(db, classId);
  if (!row) return [];
  const now = clock.now();
  // A free course (the rule says so for anyone) costs one query, however many watch.
  if ((await entitlement(db, row.courseId, userIds[0]!, now)).access === 'free') return [];
  const refused: string[] = [];
  for (const userId of userIds)
    if (!(await mayOpenCourse(db, row.courseId, userId, now))) refused.push(userId);
  return refused;
}

/**
 * Stores a message the socket has let through, unless the class has ended or the database
 * refuses it; 'session-ended' when the writer has no live session left, 'access-ended' when the
 * writer may no longer open the class's course (a batch ended, a grant revoked: checked at every
 * message, so a learner who lost access is let go at the next one).
 */
export async function sendMessage(
  db: Db,
  clock: Clock,
  member: ChatMember,
  text: string,
): Promise<SendResult | 'session-ended' | 'access-ended'> {
  const now = clock.now();
  const row = await repo.findClass(db, member.classId);
  if (!row || effectiveState(row, now) === 'ended') {
    return refusal('not_live', 'This class has ended; the chat is closed');
  }
  if (!(await mayOpenCourse(db, row.courseId, member.userId, now))) return 'access-ended';
  const out = await repo.sendMessage(db, { ...member, text }, SEND_INTERVAL_MS, now);
  if (out.sent) return { ok: true, id: out.id };
  if (!out.signedIn) return 'session-ended';
  if (out.muted) return refusal('muted', 'The teacher has muted you in this class');
  return tooFast(sendWait(out.lastSentAt, now, SEND_INTERVAL_MS));
}
