import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CHAT_FRAMES_PER_SECOND,
  CHAT_SOCKETS_PER_ACCOUNT,
  CHAT_SOCKETS_PER_ADDRESS,
  liveUrl,
  SocketClose,
} from '@pariksha/contracts/live';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { queryRows } from '../../db/client';
import { createStaff } from '../admin/admin.factories';
import { createCourse, createExam, save, start, type TestExam } from '../exams/exams.factories';
import {
  ChatSocket,
  chatTicket,
  createLiveClass,
  floodClient,
  joinChat,
  wsBase,
} from './live.factories';

const send = (text: string) => ({ type: 'send', text });

/*
 * What one learner's chat socket may cost everyone else: frames that cannot be stored are
 * refused before any query, a flood is cut off, an account and an address hold a few sockets
 * each, and text no keyboard types never reaches the database.
 */

let t: TestApp;
type User = Awaited<ReturnType<typeof createUser>>;
let asha: User;
let ravi: User;
let course: { id: number };
let exam: TestExam;

beforeAll(async () => {
  // Behind a proxy, as in production: the socket's address is the one the proxy names.
  t = await buildTestApp({ TRUST_PROXY: '1', FAST_PASSWORD_HASH: '1' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  asha = await createUser(t.app, { name: 'Asha' });
  ravi = await createUser(t.app, { name: 'Ravi' });
  course = await createCourse(t.app);
  exam = await createExam(t.app, { courseId: course.id, sections: [40] });
});
afterAll(() => t.close());

const learner = (name = 'Learner') => createUser(t.app, { name });
const admin = async () => createStaff(t.app, 'admin');
const newClass = async () => (await createLiveClass(t.app, await admin(), course.id)).id;
const messagesOf = async (userId: string) =>
  (
    await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from live_chat_messages where user_id = ${userId}`,
    )
  )[0]!.n;
const codes = (s: ChatSocket) => s.of('error').map((e) => e.code);

describe('a flood of frames', () => {
  it('of 2,000 at once leaves another learner’s answer saves answered, and cuts the sender off', async () => {
    const classId = await newClass();
    const ticket = await chatTicket(t.app, classId, asha);
    const flooder = await floodClient(`${wsBase(t.app)}${liveUrl.socket(classId, ticket)}`);
    const { attemptId } = await start(t.app, ravi, exam.id);
    const q = exam.questions;
    const answer = (seq: number) => [{ questionId: q[seq % q.length]!.id, optionId: null, seq }];
    expect((await save(t.app, ravi, attemptId, answer(1))).statusCode).toBe(200);

    await flooder.send(Array.from({ length: 2000 }, (_, i) => JSON.stringify(send(`flood ${i}`))));
    // Saves while the flood is read, until the sender is cut off, and a few after.
    let cut = false;
    void flooder.closed.then(() => (cut = true));
    for (let seq = 2; seq <= 6 || (!cut && seq <= 200); seq += 1) {
      const res = await save(t.app, ravi, attemptId, answer(seq));
      expect(res.statusCode, `answer save ${seq - 1} after the flood`).toBe(200);
    }

    // The first frame was a message; the rest of its second were refused without a query.
    expect(await flooder.closed).toEqual({
      code: SocketClose.flood,
      reason: `More than ${CHAT_FRAMES_PER_SECOND} frames in a second`,
      errors: Array(CHAT_FRAMES_PER_SECOND - 1).fill('too_fast'),
    });
    await vi.waitFor(async () => expect(await messagesOf(asha.id)).toBe(1));
  });
});

describe('frames that cannot be stored', () => {
  it('are answered while the database is busy: too soon after the last, bad text, not a frame', async () => {
    const writer = await learner();
    const s = await joinChat(t.app, await newClass(), writer);
    let free!: () => void;
    const freed = new Promise<void>((resolve) => (free = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Nothing can be stored meanwhile (on PGlite nothing can be read either).
    const hold = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`lock table live_chat_messages in access exclusive mode`);
      locked();
      await freed;
    });
    await isLocked;
    try {
      s.send(send('first'));
      s.send(send('second, too soon'));
      s.send(send('third, too soon'));
      s.send(send('nul \u0000 inside'));
      s.send('{"type":"send","text":"half \\ud800 a pair"}');
      s.send('not json');
      await s.until(() => s.of('error').length === 5, 'five refusals with the database busy');
      expect(codes(s)).toEqual(['too_fast', 'too_fast', 'bad_text', 'bad_text', 'bad_frame']);
      expect(s.of('message')).toEqual([]);
    } finally {
      free();
      await hold;
    }
    await s.until(() => s.of('message').length === 1, 'the first message, once stored');
    expect(s.of('message')[0]!.message.text).toBe('first');
    s.ws.close();
  });

  it('never reach the database with NUL, other control characters or half a surrogate pair, and log nothing', async () => {
    const logged = vi.spyOn(t.app.log, 'error');
    const writer = await learner();
    const s = await joinChat(t.app, await newClass(), writer);
    const bad = [
      'a\u0000b',
      '\u0000',
      'bell \u0007',
      'escape \u001b[31m red',
      'delete \u007f',
      'next line \u0085',
      'csi \u009b',
      'half \ud800 a pair',
      'low \udc00 half',
    ];
    for (const text of bad) s.send(send(text));
    await s.until(() => s.of('error').length === bad.length, 'a refusal of each');
    expect(codes(s)).toEqual(bad.map(() => 'bad_text'));
    // Tabs, line breaks, Malayalam and emoji are text.
    t.clock.advance(1000);
    s.send(send('ചോദ്യം\tone\r\nline two 🙂'));
    await s.until(() => s.of('message').length === 1, 'the plain text stored');
    expect(s.of('message')[0]!.message.text).toBe('ചോദ്യം\tone\r\nline two 🙂');
    expect(await messagesOf(writer.id)).toBe(1);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    s.ws.close();
  });

  it(`close a socket that sends more than ${CHAT_FRAMES_PER_SECOND} in a second; the account may come back`, async () => {
    const writer = await learner();
    const classId = await newClass();
    const s = await joinChat(t.app, classId, writer);
    const burst = async (n: number, total: number) => {
      for (let i = 0; i < n; i += 1) s.send('not json');
      await s.until(() => s.of('error').length === total, `${total} refusals`);
    };
    await burst(CHAT_FRAMES_PER_SECOND, CHAT_FRAMES_PER_SECOND);
    t.clock.advance(1000);
    await burst(CHAT_FRAMES_PER_SECOND, 2 * CHAT_FRAMES_PER_SECOND);
    expect(s.closed).toBeNull();
    s.send('not json');
    expect(await s.closing()).toEqual({
      code: SocketClose.flood,
      reason: `More than ${CHAT_FRAMES_PER_SECOND} frames in a second`,
    });
    expect(s.of('error')).toHaveLength(2 * CHAT_FRAMES_PER_SECOND);
    const again = await joinChat(t.app, classId, writer);
    expect(again.of('hello')).toHaveLength(1);
    again.ws.close();
  });
});

describe('sockets', () => {
  it(`are ${CHAT_SOCKETS_PER_ACCOUNT} per account on a node, the next refused with 4429; an account is one viewer`, async () => {
    const [x, y, z] = [await newClass(), await newClass(), await newClass()];
    const many = await learner('Many Tabs');
    const other = await learner('Other');
    const tabs = [await joinChat(t.app, x, many), await joinChat(t.app, x, many)];
    const watcher = await joinChat(t.app, x, other);
    expect(watcher.of('hello')[0]!.viewers).toBe(2);
    const onY = await joinChat(t.app, y, many);
    const watcherOfY = await joinChat(t.app, y, other);
    expect(watcherOfY.of('hello')[0]!.viewers).toBe(2);

    const fourth = await joinChat(t.app, z, many);
    expect(fourth.of('hello')).toEqual([]);
    expect(fourth.closed).toEqual({
      code: SocketClose.tooMany,
      reason: `At most ${CHAT_SOCKETS_PER_ACCOUNT} chat connections per account: close one first`,
    });

    // One tab closes: the account may open another.
    onY.ws.close();
    await watcherOfY.until(
      () => watcherOfY.of('viewers').at(-1)?.count === 1,
      'the closed tab no longer watches',
    );
    const fifth = await joinChat(t.app, z, many);
    expect(fifth.of('hello')).toHaveLength(1);
    // However many tabs, the account counts once.
    expect(watcher.of('viewers').every((v) => v.count <= 2)).toBe(true);
    for (const c of [...tabs, watcher, watcherOfY, fifth]) c.ws.close();
  });

  it(`are ${CHAT_SOCKETS_PER_ADDRESS} per client address on a node, as the proxy names it, before any ticket is read`, async () => {
    const classId = await newClass();
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const crowd = await Promise.all(
      Array.from({ length: Math.ceil(CHAT_SOCKETS_PER_ADDRESS / CHAT_SOCKETS_PER_ACCOUNT) }, () =>
        learner(),
      ),
    );
    const open: ChatSocket[] = [];
    for (let i = 0; i < CHAT_SOCKETS_PER_ADDRESS; i += 20) {
      const batch = Array.from({ length: Math.min(20, CHAT_SOCKETS_PER_ADDRESS - i) }, (_, k) =>
        joinChat(
          t.app,
          classId,
          crowd[Math.floor((i + k) / CHAT_SOCKETS_PER_ACCOUNT)]!,
          from('198.51.100.7'),
        ),
      );
      open.push(...(await Promise.all(batch)));
    }
    expect(open.filter((s) => s.of('hello').length === 1)).toHaveLength(CHAT_SOCKETS_PER_ADDRESS);

    const one = await learner();
    // Refused on the address alone: the ticket is not even read, so it still opens elsewhere.
    const ticket = await chatTicket(t.app, classId, one);
    const url = `${wsBase(t.app)}${liveUrl.socket(classId, ticket)}`;
    const refused = new ChatSocket(url, from('198.51.100.7'));
    expect(await refused.closing()).toEqual({
      code: SocketClose.tooMany,
      reason: 'Too many chat connections from this address',
    });
    const elsewhere = new ChatSocket(url, from('198.51.100.8'));
    await elsewhere.until(() => elsewhere.of('hello').length === 1, 'hello from another address');
    for (const s of [...open, elsewhere]) s.ws.close();
    await Promise.all(open.map((s) => s.closing()));
  });
});
