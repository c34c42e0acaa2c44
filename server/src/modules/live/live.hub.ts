import { SocketClose, type LiveState, type ServerFrame } from '@pariksha/contracts/live';
import type { ChatMessage } from '@pariksha/contracts/live';

/*
 * The live classes' sockets on this node, by class, and what reaches them. Every change goes
 * through PostgreSQL NOTIFY (a message, a removal, a state, a node's viewer count, an account's
 * sessions ended), also from this node, so each node sends its own viewers the same frames in
 * one way; a payload is an id, the row is read here once per node (docs/decisions/016).
 */

export type Viewer = {
  /** Sends a frame already written as JSON (written once for all viewers). */
  send(json: string): void;
  close(code: number, reason: string): void;
};

/** What the hub reads and writes outside itself. */
export type HubPorts = {
  nodeId: string;
  publish(payload: string): Promise<unknown>;
  messages(ids: number[]): Promise<(ChatMessage & { classId: number })[]>;
  /** The state learners see now, or null when the class is gone. */
  state(classId: number): Promise<LiveState | null>;
  /** Of these accounts in a class's chat, those that may no longer open its course. */
  refused(classId: number, userIds: string[]): Promise<string[]>;
  onError(err: unknown): void;
  now?: () => number;
};

type Payload =
  | { k: 'm'; c: number; id: number }
  | { k: 'r'; c: number; id: number }
  | { k: 's'; c: number }
  | { k: 'v'; c: number; n: string; v: number }
  | { k: 'x'; u: string };

type Member = { userId: string; viewer: Viewer; pending: string[] | null; pendingIds: number[] };
type Room = {
  members: Set<Member>;
  /** Sockets per account: an account is one viewer however many tabs it has open. */
  accounts: Map<string, number>;
  endTimer?: NodeJS.Timeout;
  countTimer?: NodeJS.Timeout;
  sentCount?: number;
};

/** A node's count is trusted this long after its last report (reports every HEARTBEAT_MS). */
const HEARTBEAT_MS = 10_000;
/** How often viewers' access to the course is asked again (decision 025). */
const ACCESS_SWEEP_MS = 60_000;
const COUNT_TTL_MS = 25_000;
/** Viewer counts are sent at most this often: joins come in crowds. */
const COUNT_DEBOUNCE_MS = 250;
const MAX_TIMER_MS = 2 ** 31 - 1;

export class LiveHub {
  private rooms = new Map<number, Room>();
  /** Every member of an account on this node, to close when its sessions end. */
  private byUser = new Map<string, Set<Member>>();
  /** Viewers per class per node, as reported. */
  private counts = new Map<number, Map<string, { v: number; at: number }>>();
  private pendingMessages = new Set<number>();
  private flushScheduled = false;
  private heartbeat: NodeJS.Timeout;
  private accessSweep: NodeJS.Timeout;
  private readonly now: () => number;

  constructor(private readonly ports: HubPorts) {
    this.now = ports.now ?? Date.now;
    this.heartbeat = setInterval(() => this.reportAll(), HEARTBEAT_MS);
    this.heartbeat.unref();
    this.accessSweep = setInterval(() => void this.sweepAccess(), ACCESS_SWEEP_MS);
    this.accessSweep.unref();
  }

  /**
   * Lets go of every viewer whose access to the class's course has ended (a batch ended, a grant
   * revoked): once a minute, besides the check at each message and each ticket.
   */
  async sweepAccess() {
    for (const [classId, room] of this.rooms) {
      const userIds = [...room.accounts.keys()];
      if (userIds.length === 0) continue;
      try {
        const refused = new Set(await this.ports.refused(classId, userIds));
        for (const m of room.members)
          if (refused.has(m.userId))
            m.viewer.close(SocketClose.notEnrolled, 'Your access to this course has ended');
      } catch (err) {
        this.ports.onError(err);
      }
    }
  }

  /**
   * Adds a viewer to a class. Frames for it wait until `ready` is called with the ids the
   * viewer's hello carried, so a message stored meanwhile arrives once, after the hello.
   */
  join(classId: number, userId: string, viewer: Viewer, autoEndAt: Date | null) {
    let room = this.rooms.get(classId);
    if (!room) {
      room = { members: new Set(), accounts: new Map() };
      this.rooms.set(classId, room);
    }
    const member: Member = { userId, viewer, pending: [], pendingIds: [] };
    room.members.add(member);
    room.accounts.set(userId, (room.accounts.get(userId) ?? 0) + 1);
    const mine = this.byUser.get(userId) ?? new Set<Member>();
    mine.add(member);
    this.byUser.set(userId, mine);
    if (autoEndAt && !room.endTimer) this.scheduleEnd(classId, room, autoEndAt);
    this.countChanged(classId);
    return {
      ready: (helloIds: number[]) => {
        const seen = new Set(helloIds);
        const pending = member.pending ?? [];
        member.pending = null;
        pending.forEach((json, i) => {
          if (!seen.has(member.pendingIds[i]!)) viewer.send(json);
        });
      },
      leave: () => {
        if (!room.members.delete(member)) return;
        const left = (room.accounts.get(userId) ?? 1) - 1;
        if (left > 0) room.accounts.set(userId, left);
        else room.accounts.delete(userId);
        mine.delete(member);
        if (mine.size === 0) this.byUser.delete(userId);
        this.countChanged(classId);
        if (room.members.size === 0) {
          clearTimeout(room.endTimer);
          room.endTimer = undefined;
        }
      },
    };
  }

  /** Viewers (accounts) of a class over every node. */
  viewers(classId: number) {
    const cutoff = this.now() - COUNT_TTL_MS;
    let total = 0;
    for (const [node, c] of this.counts.get(classId) ?? []) {
      if (node === this.ports.nodeId) continue;
      if (c.at >= cutoff) total += c.v;
    }
    return total + (this.rooms.get(classId)?.accounts.size ?? 0);
  }

  /** A NOTIFY payload from any node (this one included). */
  receive(raw: string) {
    let p: Payload;
    try {
      p = JSON.parse(raw) as Payload;
    } catch {
      return;
    }
    switch (p.k) {
      case 'm':
        if (this.rooms.has(p.c)) this.queueMessage(p.id);
        break;
      case 'r':
        this.broadcast(p.c, { type: 'removed', id: p.id });
        break;
      case 's':
        if (this.rooms.has(p.c)) void this.sendState(p.c);
        break;
      case 'v': {
        if (p.n === this.ports.nodeId) break;
        const nodes = this.counts.get(p.c) ?? new Map<string, { v: number; at: number }>();
        nodes.set(p.n, { v: p.v, at: this.now() });
        this.counts.set(p.c, nodes);
        this.scheduleCountFrame(p.c);
        break;
      }
      case 'x':
        for (const m of this.byUser.get(p.u) ?? []) {
          m.viewer.close(SocketClose.sessionEnded, 'Your session has ended');
        }
        break;
    }
  }

  /**
   * After the listening connection came back: notifications sent meanwhile are lost, so every
   * viewer is asked to reconnect, which catches up from the last message it saw.
   */
  resume() {
    this.closeAll(1012, 'Reconnect to catch up');
  }

  closeAll(code: number, reason: string) {
    for (const room of this.rooms.values()) {
      for (const m of room.members) m.viewer.close(code, reason);
    }
  }

  stop() {
    clearInterval(this.heartbeat);
    clearInterval(this.accessSweep);
    for (const room of this.rooms.values()) {
      clearTimeout(room.endTimer);
      clearTimeout(room.countTimer);
    }
  }

  private broadcast(classId: number, frame: ServerFrame, messageId?: number) {
    const room = this.rooms.get(classId);
    if (!room) return;
    const json = JSON.stringify(frame);
    for (const m of room.members) {
      if (m.pending) {
        m.pending.push(json);
        m.pendingIds.push(messageId ?? -1);
      } else m.viewer.send(json);
    }
  }

  private queueMessage(id: number) {
    this.pendingMessages.add(id);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => void this.flushMessages());
  }

  /** Reads the messages notified since the last flush, in one query, and sends them. */
  private async flushMessages() {
    const ids = [...this.pendingMessages];
    this.pendingMessages.clear();
    this.flushScheduled = false;
    try {
      for (const { classId, ...message } of await this.ports.messages(ids)) {
        this.broadcast(classId, { type: 'message', message }, message.id as number);
      }
    } catch (err) {
      this.ports.onError(err);
      // The viewers catch up from the database when they reconnect.
      this.resume();
    }
  }

  private async sendState(classId: number) {
    try {
      const state = await this.ports.state(classId);
      if (state) this.broadcast(classId, { type: 'state', state });
    } catch (err) {
      this.ports.onError(err);
    }
  }

  private scheduleEnd(classId: number, room: Room, at: Date) {
    const wait = Math.max(0, at.getTime() - this.now());
    if (wait > MAX_TIMER_MS) return;
    room.endTimer = setTimeout(() => void this.sendState(classId), wait + 1000);
    room.endTimer.unref();
  }

  private countChanged(classId: number) {
    this.report(classId);
    this.scheduleCountFrame(classId);
  }

  private report(classId: number) {
    const v = this.rooms.get(classId)?.accounts.size ?? 0;
    const payload = JSON.stringify({ k: 'v', c: classId, n: this.ports.nodeId, v });
    this.ports.publish(payload).catch((err: unknown) => this.ports.onError(err));
  }

  private reportAll() {
    for (const [classId, room] of this.rooms) {
      this.report(classId);
      if (room.members.size === 0) this.rooms.delete(classId);
    }
    const cutoff = this.now() - COUNT_TTL_MS;
    for (const [classId, nodes] of this.counts) {
      for (const [node, c] of nodes) if (c.at < cutoff) nodes.delete(node);
      if (nodes.size === 0) this.counts.delete(classId);
      else this.scheduleCountFrame(classId);
    }
  }

  private scheduleCountFrame(classId: number) {
    const room = this.rooms.get(classId);
    if (!room || room.countTimer) return;
    room.countTimer = setTimeout(() => {
      room.countTimer = undefined;
      const count = this.viewers(classId);
      if (count === room.sentCount) return;
      room.sentCount = count;
      this.broadcast(classId, { type: 'viewers', count });
    }, COUNT_DEBOUNCE_MS);
    room.countTimer.unref();
  }
}
