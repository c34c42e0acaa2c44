import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { liveUrl } from '@pariksha/contracts/live-paths';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { MediaPaths } from '@pariksha/contracts/media-paths';
import { buildTestApp, createUser, signIn, type TestApp } from '../../../test/helper';
import { queryRows } from '../../db/client';
import { seedCatalogue } from '../../seed/catalogue';
import { seedClasses } from '../../seed/classes';
import { seedExams } from '../../seed/exams';
import { DEMO_TEACHER, seedLive } from '../../seed/live';
import type { ServerFrame } from '@pariksha/contracts/live';

let t: TestApp;
type User = Awaited<ReturnType<typeof createUser>>;
let asha: User;
let ravi: User;
let teacher: Record<string, string>;
let courseId: number;
/** The first demo course's classes, by seed key. */
let ids: Record<'now' | 'next' | 'later' | 'ended', number>;

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A chat socket with every frame it got and how it closed. */
type Client = {
  ws: WebSocket;
  frames: ServerFrame[];
  closed: Promise<{ code: number; reason: string }>;
  next(type: ServerFrame['type'], count?: number): Promise<ServerFrame[]>;
  send(frame: unknown): void;
  /**
   * Ends the socket at once. An injected socket never finishes a closing handshake, so the
   * server would hold it (and the account's share of sockets) until its close timeout.
   */
  end(): void;
};

async function ticket(classId: number, headers: Record<string, string>) {
  const res = await send('POST', liveUrl.ticket(classId), headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ticket as string;
}

async function connect(path: string): Promise<Client> {
  const frames: ServerFrame[] = [];
  const waiters: (() => void)[] = [];
  let closed!: Promise<{ code: number; reason: string }>;
  // Listening from the start: the hello may come before the socket is handed over.
  const ws = await t.app.injectWS(
    path,
    {},
    {
      onInit(socket) {
        socket.on('message', (data) => {
          frames.push(JSON.parse(data.toString()) as ServerFrame);
          waiters.splice(0).forEach((w) => w());
        });
        closed = new Promise((resolve) =>
          socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
        );
      },
    },
  );
  const of = (type: string) => frames.filter((f) => f.type === type);
  return {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    end: () => ws.terminate(),
    async next(type, count = 1) {
      const deadline = Date.now() + 5000;
      while (of(type).length < count) {
        if (Date.now() > deadline)
          throw new Error(`no ${type} frame; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return of(type);
    },
  };
}

async function join(classId: number, user: Record<string, string>, after?: number) {
  const tk = await ticket(classId, user);
  const client = await connect(liveUrl.socket(classId, tk, after));
  await client.next('hello');
  return client;
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.app);
  await seedExams(t.app);
  await seedClasses(t.app);
  await seedLive(t.app);
  asha = await createUser(t.app, { name: 'Asha' });
  ravi = await createUser(t.app, { name: 'Ravi' });
  // The demo teacher signs in with the code of the printed demo secret.
  teacher = (await signIn(t.app, DEMO_TEACHER)).headers;
  // The demo course with a class live now, and its classes by seed key.
  const rows = await queryRows<{ id: number; key: string; courseId: number }>(
    t.app.db,
    sql`select id, substring(slug from '[a-z]+$') as key, course_id as "courseId" from live_classes
        where course_id = (select course_id from live_classes where slug like '%-now')`,
  );
  courseId = rows[0]!.courseId;
  ids = Object.fromEntries(rows.map((r) => [r.key, r.id])) as typeof ids;
});
afterAll(() => t.close());

describe('schedule', () => {
  it("groups a course's classes: live now, upcoming soonest first, ended with its recording", async () => {
    const res = await get(liveUrl.ofCourse(courseId), asha.headers);
    expect(res.statusCode).toBe(200);
    const { live, upcoming, ended, course } = res.json().data;
    expect(course.course_name).toEqual(expect.any(String));
    expect(live.map((c: { id: number }) => c.id)).toEqual([ids.now]);
    expect(upcoming.map((c: { id: number }) => c.id)).toEqual([ids.next, ids.later]);
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ id: ids.ended, state: 'ended', isDemo: true });
    expect(ended[0].recordingId).toEqual(expect.any(Number));
    expect(upcoming[0].examCount).toBe(1);
  });

  it('ends a class nobody ended once it is 30 minutes past its planned end', async () => {
    const later = await t.app.inject({
      method: 'GET',
      url: liveUrl.byId(ids.now),
      headers: asha.headers,
    });
    const { startsAt, plannedMinutes } = later.json().data;
    const saved = t.clock.now();
    t.clock.set(new Date(Date.parse(startsAt) + (plannedMinutes + 31) * 60_000));
    try {
      const res = await get(liveUrl.ofCourse(courseId), asha.headers);
      expect(res.json().data.live).toEqual([]);
      expect(res.json().data.ended.map((c: { id: number }) => c.id)).toContain(ids.now);
      const one = (await get(liveUrl.byId(ids.now), asha.headers)).json().data;
      expect(one).toMatchObject({ state: 'ended', stream: null });
    } finally {
      t.clock.set(saved);
    }
  });

  it('404s a course or class that is not there, and hides an unpublished class', async () => {
    expect((await get(liveUrl.ofCourse(999999), asha.headers)).statusCode).toBe(404);
    expect((await get(liveUrl.byId(999999), asha.headers)).statusCode).toBe(404);
    await queryRows(
      t.app.db,
      sql`update live_classes set published = false where id = ${ids.later}`,
    );
    try {
      expect((await get(liveUrl.byId(ids.later), asha.headers)).statusCode).toBe(404);
      expect((await send('POST', liveUrl.ticket(ids.later), asha.headers)).statusCode).toBe(404);
      const list = (await get(liveUrl.ofCourse(courseId), asha.headers)).json().data;
      expect(list.upcoming.map((c: { id: number }) => c.id)).not.toContain(ids.later);
    } finally {
      await queryRows(
        t.app.db,
        sql`update live_classes set published = true where id = ${ids.later}`,
      );
    }
  });

  it("lists a learner's next classes, the live one first, and the courses that have live classes", async () => {
    const next = (await get(liveUrl.upcoming(), asha.headers)).json().data;
    expect(next[0]).toMatchObject({ id: ids.now, state: 'live' });
    expect(next.every((c: { state: string }) => c.state !== 'ended')).toBe(true);
    expect(next.length).toBeLessThanOrEqual(5);
    const courses = (await get(liveUrl.courses(), asha.headers)).json().data;
    expect(courses.find((c: { id: number }) => c.id === courseId).next).toMatchObject({
      id: ids.now,
    });
  });

  it('gives the class with its stream, its exam and who moderates it', async () => {
    const learnerView = (await get(liveUrl.byId(ids.next), asha.headers)).json().data;
    expect(learnerView).toMatchObject({
      state: 'upcoming',
      stream: { kind: 'hls', source: '/media/live/demo-loop.m3u8' },
      canModerate: false,
      teacher: DEMO_TEACHER.name,
    });
    expect(learnerView.examId).toEqual(expect.any(Number));
    expect((await get(liveUrl.byId(ids.next), teacher)).json().data.canModerate).toBe(true);
  });

  it("lists the exams attached to a course's live classes, by class", async () => {
    const res = await get(examUrl.byLiveClassCourse(courseId), asha.headers);
    expect(res.statusCode).toBe(200);
    const [entry, ...rest] = res.json().data;
    expect(rest).toEqual([]);
    expect(entry.liveClass).toMatchObject({ id: ids.next });
    expect(entry.exams).toHaveLength(1);
    expect(entry.exams[0].id).toBe(
      (await get(liveUrl.byId(ids.next), asha.headers)).json().data.examId,
    );
    expect((await get(examUrl.byLiveClassCourse(999999), asha.headers)).statusCode).toBe(404);
  });

  it('offers the class as an iCalendar event', async () => {
    const res = await get(liveUrl.calendar(ids.next), asha.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="live-class-\d+\.ics"/,
    );
    const { startsAt } = (await get(liveUrl.byId(ids.next), asha.headers)).json().data;
    const stamp = new Date(startsAt).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(res.body).toContain(`DTSTART:${stamp}`);
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });
});

describe('chat tickets', () => {
  it('opens the socket once: the hello carries the state and viewers; the same ticket again is refused with 4401', async () => {
    const tk = await ticket(ids.now, asha.headers);
    const first = await connect(liveUrl.socket(ids.now, tk));
    const [hello] = await first.next('hello');
    expect(hello).toMatchObject({ type: 'hello', state: 'live', viewers: 1 });
    const again = await connect(liveUrl.socket(ids.now, tk));
    expect((await again.closed).code).toBe(4401);
    first.end();
  });

  it('refuses a missing, unknown, expired or other class ticket with 4401 and a reason', async () => {
    const none = await connect(`/api/liveclassById/${ids.now}/socket`);
    expect(await none.closed).toMatchObject({
      code: 4401,
      reason: expect.stringMatching(/ticket/i),
    });
    const unknown = await connect(liveUrl.socket(ids.now, 'made-up'));
    expect((await unknown.closed).code).toBe(4401);
    const other = await ticket(ids.next, asha.headers);
    const wrongClass = await connect(liveUrl.socket(ids.now, other));
    expect((await wrongClass.closed).code).toBe(4401);
    const old = await ticket(ids.now, asha.headers);
    const saved = t.clock.now();
    t.clock.set(new Date(saved.getTime() + 61_000));
    try {
      const late = await connect(liveUrl.socket(ids.now, old));
      expect((await late.closed).code).toBe(4401);
    } finally {
      t.clock.set(saved);
    }
  });
});

describe('chat', () => {
  it('delivers a message to everyone in the class, trimmed, with the writer’s name', async () => {
    const a = await join(ids.now, asha.headers);
    const r = await join(ids.now, ravi.headers);
    a.send({ type: 'send', text: '  Is Vaikom Satyagraha 1924?  ' });
    const [ma] = await a.next('message');
    const [mr] = await r.next('message');
    expect(ma).toEqual(mr);
    // Each page can tell its own messages, and nothing in them names the account.
    const you = (c: Client) => (c.frames[0] as { you: string }).you;
    const writer = (ma as { message: { writer: string } }).message.writer;
    expect(writer).toBe(you(a));
    expect(writer).not.toBe(you(r));
    expect(JSON.stringify(ma)).not.toContain(asha.id);
    expect(ma).toMatchObject({
      type: 'message',
      message: { userName: 'Asha', text: 'Is Vaikom Satyagraha 1924?', fromStaff: false },
    });
    a.end();
    r.end();
  });

  it('answers bad frames, empty, too long and too fast with an error frame and stays open', async () => {
    const r = await join(ids.now, ravi.headers);
    r.send('not json');
    r.send({ type: 'shout', text: 'x' });
    r.send({ type: 'send', text: '   ' });
    r.send({ type: 'send', text: 'x'.repeat(501) });
    r.send({ type: 'send', text: 'first' });
    r.send({ type: 'send', text: 'second, too soon' });
    const errors = await r.next('error', 5);
    expect(errors.map((e) => (e as { code: string }).code)).toEqual([
      'bad_frame',
      'bad_frame',
      'empty',
      'too_long',
      'too_fast',
    ]);
    const tooFast = errors[4] as { retryAfterMs: number };
    expect(tooFast.retryAfterMs).toBeGreaterThan(0);
    expect(tooFast.retryAfterMs).toBeLessThanOrEqual(2000);
    const messages = await r.next('message');
    expect(messages.map((m) => (m as { message: { text: string } }).message.text)).toEqual([
      'first',
    ]);
    expect(r.ws.readyState).toBe(r.ws.OPEN);
    // 500 characters (of Malayalam too) are fine.
    t.clock.advance(tooFast.retryAfterMs);
    r.send({ type: 'send', text: 'മ'.repeat(500) });
    await r.next('message', 2);
    r.end();
  });

  it('lets a teacher remove a message for everyone and mute its writer; a learner may not', async () => {
    const a = await join(ids.now, asha.headers);
    const tr = await join(ids.now, teacher);
    t.clock.advance(2000);
    a.send({ type: 'send', text: 'spam spam' });
    const frames = (await tr.next('message')) as { message: { id: number } }[];
    const message = frames.at(-1)!.message;
    const url = liveUrl.message(ids.now, message.id);
    expect((await send('DELETE', url, ravi.headers)).statusCode).toBe(403);
    expect((await send('DELETE', url, teacher)).statusCode).toBe(200);
    expect(await a.next('removed')).toEqual([{ type: 'removed', id: message.id }]);
    expect(await tr.next('removed')).toEqual([{ type: 'removed', id: message.id }]);
    const fresh = await join(ids.now, ravi.headers);
    const hello = fresh.frames[0] as { messages: { id: number }[] };
    expect(hello.messages.map((m) => m.id)).not.toContain(message.id);

    expect((await send('PUT', `${url}/mute`, teacher)).statusCode).toBe(200);
    t.clock.advance(2000);
    a.send({ type: 'send', text: 'still here' });
    const [muted] = await a.next('error');
    expect(muted).toMatchObject({ code: 'muted' });
    expect((await send('DELETE', liveUrl.message(ids.now, 999999), teacher)).statusCode).toBe(404);
    for (const c of [a, tr, fresh]) c.end();
  });

  it('a reconnect with after= gets exactly the messages it missed; a join without it the last 100', async () => {
    const before = await join(ids.later, ravi.headers);
    const hello = before.frames[0] as { messages: { id: number }[] };
    expect(hello.messages).toEqual([]);
    before.end();
    await queryRows(
      t.app.db,
      sql`insert into live_chat_messages (live_class_id, user_id, user_name, text)
          select ${ids.later}, ${asha.id}, 'Asha', 'message ' || n from generate_series(1, 105) n`,
    );
    const all = (await join(ids.later, ravi.headers)).frames[0] as {
      messages: { id: number; text: string }[];
    };
    expect(all.messages).toHaveLength(100);
    expect(all.messages[0]!.text).toBe('message 6');
    expect(all.messages.at(-1)!.text).toBe('message 105');
    const afterId = all.messages[97]!.id;
    const caught = (await join(ids.later, ravi.headers, afterId)).frames[0] as {
      messages: { text: string }[];
    };
    expect(caught.messages.map((m) => m.text)).toEqual(['message 104', 'message 105']);
  });

  it('tells every viewer when the teacher sets the class live, and closes the chat when it ends', async () => {
    const a = await join(ids.next, asha.headers);
    expect(a.frames[0]).toMatchObject({ state: 'upcoming' });
    const state = (s: string, h = teacher) => send('PUT', liveUrl.state(ids.next), h, { state: s });
    expect((await state('live', asha.headers)).statusCode).toBe(403);
    const live = await state('live');
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toMatchObject({ state: 'live', wentLiveAt: expect.any(String) });
    expect(await a.next('state')).toEqual([{ type: 'state', state: 'live' }]);
    expect((await state('live')).statusCode).toBe(409);
    expect((await state('paused')).statusCode).toBe(400);
    expect((await state('ended')).statusCode).toBe(200);
    await a.next('state', 2);
    t.clock.advance(2000);
    a.send({ type: 'send', text: 'hello?' });
    expect((await a.next('error'))[0]).toMatchObject({ code: 'not_live' });
    a.end();
  });

  it('counts the viewers of a class and tells them as it changes', async () => {
    const a = await join(ids.ended, asha.headers);
    const r = await join(ids.ended, ravi.headers);
    expect(r.frames[0]).toMatchObject({ viewers: 2 });
    const counts = await a.next('viewers');
    expect(counts.at(-1)).toEqual({ type: 'viewers', count: 2 });
    // Dropped, as a phone going out of coverage (an injected socket never finishes a closing handshake).
    r.ws.terminate();
    await expect
      .poll(() => a.frames.at(-1), { timeout: 5000 })
      .toEqual({ type: 'viewers', count: 1 });
    a.end();
  });
});

describe('the stream of a class', () => {
  it('is set by the teacher: a YouTube video, the app’s media, or a streaming server the pages may load from', async () => {
    const set = (body: object, h = teacher) => send('PUT', liveUrl.stream(ids.later), h, body);
    expect((await set({ kind: 'youtube', source: 'dQw4w9WgXcQ' }, asha.headers)).statusCode).toBe(
      403,
    );
    const yt = await set({ kind: 'youtube', source: 'dQw4w9WgXcQ' });
    expect(yt.statusCode).toBe(200);
    expect(yt.json().data.stream).toEqual({ kind: 'youtube', source: 'dQw4w9WgXcQ' });
    for (const bad of [
      { kind: 'youtube', source: 'https://youtu.be/x' },
      { kind: 'hls', source: 'javascript:alert(1)' },
      { kind: 'hls', source: 'ftp://live.example.org/x.m3u8' },
      { kind: 'rtmp', source: 'rtmp://x' },
    ]) {
      const res = await set(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const elsewhere = await set({ kind: 'hls', source: 'https://live.example.org/hls/x.m3u8' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.message).toMatch(/STREAM_ORIGINS/);
    const own = await set({ kind: 'hls', source: '/media/live/demo-loop.m3u8' });
    expect(own.json().data.stream).toEqual({ kind: 'hls', source: '/media/live/demo-loop.m3u8' });
  });
});

describe('the demo stream', () => {
  it('is a live HLS playlist for holders of the media cookie only', async () => {
    expect((await get('/media/live/demo-loop.m3u8', {})).statusCode).toBe(401);
    const cookie = (await send('POST', MediaPaths.session, asha.headers)).headers['set-cookie'];
    const res = await get('/media/live/demo-loop.m3u8', { cookie: String(cookie).split(';')[0]! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/mpegurl/);
    expect(res.body).toMatch(/#EXT-X-MEDIA-SEQUENCE:\d+/);
    expect(res.body).not.toContain('ENDLIST');
  });
});
