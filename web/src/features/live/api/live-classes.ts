import { useQuery } from '@tanstack/react-query';
import type { LiveClass, LiveClassesOfCourse } from '@pariksha/contracts/live';
import { liveUrl } from '@pariksha/contracts/live-paths';
import { api, downloadFile } from '@/lib/api-client';
import { freshGet } from '@/lib/query-client';

/** A course's live classes: live now, upcoming, ended; always current. */
export const useLiveClassesOfCourse = (courseId: number | null) =>
  useQuery({
    ...freshGet<LiveClassesOfCourse>(['live', 'course', courseId], liveUrl.ofCourse(courseId ?? 0)),
    enabled: courseId !== null,
  });

export const liveClassQueryKey = (id: number) => ['live', 'class', id] as const;

/** One live class with its state, its stream and whether the learner moderates it. */
export const useLiveClass = (id: number | null) =>
  useQuery({
    ...freshGet<LiveClass>(liveClassQueryKey(id ?? 0), liveUrl.byId(id ?? 0)),
    enabled: id !== null,
  });

export async function chatTicket(id: number) {
  const res = await api<{ data: { ticket: string } }>(liveUrl.ticket(id), { method: 'POST' });
  return res.data.ticket;
}

export const setLiveState = (id: number, state: 'live' | 'ended') =>
  api<{ data: LiveClass }>(liveUrl.state(id), { method: 'PUT', body: { state } });

export const setLiveStream = (id: number, stream: { kind: 'hls' | 'youtube'; source: string }) =>
  api<{ data: LiveClass }>(liveUrl.stream(id), { method: 'PUT', body: stream });

export const removeMessage = (id: number, messageId: number) =>
  api(liveUrl.message(id, messageId), { method: 'DELETE' });

export const muteWriter = (id: number, messageId: number) =>
  api(liveUrl.muteWriter(id, messageId), { method: 'PUT' });

/** Saves the class's iCalendar file. */
export const downloadCalendar = (id: number) =>
  downloadFile(liveUrl.calendar(id), `live-class-${id}.ics`);
