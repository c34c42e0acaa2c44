import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { liveUrl } from '@pariksha/contracts/live-paths';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { SocketClose } from '@pariksha/contracts/live';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { buildApp, type App } from '../../app';
import { queryRows } from '../../db/client';
import { createStaff } from '../admin/admin.factories';
import { createCourse } from '../exams/exams.factories';
import { SYSTEM_ACTOR } from '../../lib/audit';
import { createBatch, restrictedCourse } from '../enrolment/enrolment.factories';
import { addMember } from '../enrolment/enrolment.staff.service';
import { ChatSocket, chatTicket, createLiveClass, joinChat, wsBase } from './live.factories';

/*
 * A chat socket lives no longer than the session that opened it: signing out or deleting the
 * account closes the account's sockets on every node (two apps on one database here, as two
 * nodes behind a load balancer), and a socket whose sessions are gone cannot post meanwhile.
 */

let t: TestApp;
/** A second node: the same database and clock, its own sockets. */
let other: App;
let classId: number;

beforeAll(async () => {
  t = await buildTestApp();
  other = await buildApp(t.config, { database: t.app.database, clock: t.clock, logger: false });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  await other.listen({ host: '127.0.0.1', port: 0 });
  const course = await createCourse(t.app);
  classId = (await createLiveClass(t.app, await createStaff(t.app, 'admin'), course.id)).id;
});
afterAll(async () => {
  await other?.close();
  await t.close();
});

const origin = { origin: 'http://localhost:3000' };
const messagesOf = async (userId: string) =>
  (
    await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from live_chat_messages where user_id = ${userId}`,
    )
  )[0]!.n;

describe('the end of a session', () => {
  it('at sign-out closes the account’s sockets on this node and the other; others stay', async () => {
    const asha = await createUser(t.app, { name: 'Asha' });
    const ravi = await createUser(t.app, { name: 'Ravi' });
    const here = await joinChat(t.app, classId, asha);
    const there = await joinChat(other, classId, asha);
    const stays = await joinChat(other, classId, ravi);
    // A ticket taken before signing out opens nothing after.
    const spare = await chatTicket(t.app, classId, asha);

    const out = await t.app.inject({
      method: 'POST',
      url: AccountPaths.signOut,
      headers: { ...asha.headers, ...origin },
    });
    expect(out.statusCode).toBe(200);
    const ended = { code: SocketClose.sessionEnded, reason: 'Your session has ended' };
    expect(await here.closing()).toEqual(ended);
    expect(await there.closing()).toEqual(ended);

    stays.send({ type: 'send', text: 'still here' });
    await stays.until(() => stays.of('message').length === 1, 'the other learner chats on');
    expect(stays.closed).toBeNull();
    const ticket = await t.app.inject({
      method: 'POST',
      url: liveUrl.ticket(classId),
      headers: asha.headers,
    });
    expect(ticket.statusCode).toBe(401);
    const withSpare = new ChatSocket(`${wsBase(other)}${liveUrl.socket(classId, spare)}`);
    expect((await withSpare.closing()).code).toBe(SocketClose.badTicket);
    stays.ws.close();
  });

  it('at account deletion closes its sockets everywhere, before another message reaches them', async () => {
    const gone = await createUser(t.app, { name: 'Leaving' });
    const ravi = await createUser(t.app, { name: 'Ravi' });
    const sockets = [await joinChat(t.app, classId, gone), await joinChat(other, classId, gone)];
    const res = await other.inject({
      method: 'DELETE',
      url: AccountPaths.userDetails,
      headers: gone.headers,
      payload: { password: gone.password },
    });
    expect(res.statusCode).toBe(200);
    for (const s of sockets) expect((await s.closing()).code).toBe(SocketClose.sessionEnded);

    const speaker = await joinChat(t.app, classId, ravi);
    t.clock.advance(2000);
    speaker.send({ type: 'send', text: 'after they left' });
    await speaker.until(() => speaker.of('message').length === 1, 'the message sent');
    for (const s of sockets) expect(s.of('message')).toEqual([]);
    speaker.ws.close();
  });

  it('by any other way (expiry, a row removed) lets the socket post nothing, and closes it', async () => {
    const asha = await createUser(t.app, { name: 'Asha' });
    const s = await joinChat(other, classId, asha);
    await queryRows(t.app.db, sql`delete from sessions where user_id = ${asha.id}`);
    t.clock.advance(2000);
    s.send({ type: 'send', text: 'after my session' });
    expect(await s.closing()).toEqual({
      code: SocketClose.sessionEnded,
      reason: 'Your session has ended',
    });
    expect(await messagesOf(asha.id)).toBe(0);
  });
});

describe('the end of access to the course', () => {
  it('lets a learner whose batch ended go at their next message, and gives no new ticket', async () => {
    const course = await restrictedCourse(t.app);
    const restricted = (await createLiveClass(t.app, await createStaff(t.app, 'admin'), course.id))
      .id;
    const asha = await createUser(t.app, { name: 'Asha' });
    const batch = await createBatch(t.app, [course.id], {
      endsAt: new Date(t.clock.now().getTime() + 10 * 60_000),
    });
    await addMember(t.app.db, SYSTEM_ACTOR, batch.id, asha.email, t.clock.now());
    const s = await joinChat(other, restricted, asha);
    s.send({ type: 'send', text: 'in the batch' });
    await s.until(() => s.of('message').length === 1, 'the message sent');

    t.clock.advance(11 * 60_000);
    s.send({ type: 'send', text: 'after the batch' });
    expect(await s.closing()).toEqual({
      code: SocketClose.notEnrolled,
      reason: 'Your access to this course has ended',
    });
    expect(await messagesOf(asha.id)).toBe(1);
    const ticket = await t.app.inject({
      method: 'POST',
      url: liveUrl.ticket(restricted),
      headers: asha.headers,
    });
    expect(ticket.statusCode).toBe(403);
    expect(ticket.json().error.code).toBe('NOT_ENROLLED');
  });
});

describe('a silent viewer', () => {
  it('whose batch ended is let go at the next sweep of the node; members and staff stay', async () => {
    const course = await restrictedCourse(t.app);
    const admin = await createStaff(t.app, 'admin');
    const restricted = (await createLiveClass(t.app, admin, course.id)).id;
    const [leaving, staying] = [await createUser(t.app), await createUser(t.app)];
    const ends = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);
    const short = await createBatch(t.app, [course.id], { endsAt: ends(10) });
    const long = await createBatch(t.app, [course.id], { endsAt: ends(600) });
    await addMember(t.app.db, SYSTEM_ACTOR, short.id, leaving.email, t.clock.now());
    await addMember(t.app.db, SYSTEM_ACTOR, long.id, staying.email, t.clock.now());
    const sockets = {
      leaving: await joinChat(t.app, restricted, leaving),
      staying: await joinChat(t.app, restricted, staying),
      admin: await joinChat(t.app, restricted, admin),
    };
    await t.app.liveHub.sweepAccess();
    t.clock.advance(11 * 60_000);
    await t.app.liveHub.sweepAccess();
    expect(await sockets.leaving.closing()).toEqual({
      code: SocketClose.notEnrolled,
      reason: 'Your access to this course has ended',
    });
    sockets.staying.send({ type: 'send', text: 'still in the batch' });
    await sockets.admin.until(() => sockets.admin.of('message').length === 1, 'the message read');
    expect(sockets.staying.closed).toBeNull();
    expect(sockets.admin.closed).toBeNull();
    sockets.staying.ws.close();
    sockets.admin.ws.close();
  });
});
