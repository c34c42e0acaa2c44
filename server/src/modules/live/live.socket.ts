import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import {
  CHAT_FRAMES_PER_SECOND,
  CHAT_HISTORY,
  CHAT_SOCKETS_PER_ACCOUNT,
  CHAT_SOCKETS_PER_ADDRESS,
  LivePaths,
  SocketClose,
  type ServerFrame,
} from '@pariksha/contracts/live';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../../lib/app-error';
import * as repo from './live.repository';
import * as service from './live.service';
import * as chat from './chat.service';
import { ChatGate, frameMeter } from './live.gate';
import { presentMessage, writerKey } from './live.presenter';

/** Sockets that answer no ping for this long are dropped (the browser went away without a word). */
const PING_MS = 30_000;

const frame = (f: ServerFrame) => JSON.stringify(f);

/**
 * The chat socket of a live class (DESIGN.md §3). It opens with a single-use ticket, since a
 * browser cannot send a bearer header with a WebSocket; `after` is the last message id the
 * client saw, so a reconnect gets exactly what it missed. Whatever can be refused without the
 * database is refused as the frame arrives (live.gate.ts); only a message that may be stored
 * waits for a query.
 */
export const liveSocketRoutes: FastifyPluginAsync = async (app) => {
  // DISABLE_RATE_LIMITS turns the caps off with every other limit; the interval between one
  // learner's messages is the chat's own rule and stays.
  const capped = !app.config.disableRateLimits;
  const gate = new ChatGate({
    perAccount: capped ? CHAT_SOCKETS_PER_ACCOUNT : Infinity,
    perAddress: capped ? CHAT_SOCKETS_PER_ADDRESS : Infinity,
    intervalMs: chat.SEND_INTERVAL_MS,
  });
  const framesPerSecond = capped ? CHAT_FRAMES_PER_SECOND : Infinity;
  const now = () => app.clock.now().getTime();

  app.route({
    method: 'GET',
    url: LivePaths.socket,
    schema: { hide: true },
    // Without an upgrade the address is a WebSocket's; nothing is here for a plain GET.
    handler: async () => {
      throw new AppError(ErrorCode.NOT_FOUND, 'Open this address as a WebSocket, with a ticket');
    },
    wsHandler: (socket, req) => {
      const params = req.params as { id: string };
      const query = req.query as { ticket?: unknown; after?: unknown };
      socket.on('error', () => undefined);
      // The client's address as the rate limits see it (TRUST_PROXY decides).
      const address = req.ip;
      if (!gate.enterAddress(address)) {
        socket.close(SocketClose.tooMany, 'Too many chat connections from this address');
        return;
      }
      // What the socket holds, let go once: on close, or at once when it is cut off.
      const held: (() => void)[] = [() => gate.leaveAddress(address)];
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        for (const letGo of held) letGo();
      };
      socket.on('close', release);

      const overLimit = frameMeter(framesPerSecond, now);
      // Frames that arrive before the ticket is checked wait for it.
      const early: string[] = [];
      let onText: ((text: string) => void) | null = null;
      socket.on('message', (data, isBinary) => {
        // Frames already on their way when the socket was closed are not read.
        if (socket.readyState !== socket.OPEN) return;
        if (overLimit()) {
          release();
          socket.close(SocketClose.flood, `More than ${framesPerSecond} frames in a second`);
          return;
        }
        const text = isBinary ? '' : data.toString();
        if (onText) onText(text);
        else early.push(text);
      });

      const hold = (letGo: () => void) => (released ? letGo() : void held.push(letGo));
      void open(socket, params.id, query, hold).then(
        (handler) => {
          if (!handler) return;
          onText = handler;
          for (const text of early.splice(0)) handler(text);
        },
        (err: unknown) => {
          req.log.error({ err }, 'live chat socket failed to open');
          socket.close(1011, 'Server error');
        },
      );
    },
  });

  async function open(
    socket: WebSocket,
    idParam: string,
    query: { ticket?: unknown; after?: unknown },
    hold: (letGo: () => void) => void,
  ) {
    const classId = /^[1-9]\d{0,9}$/.test(idParam) ? Number(idParam) : NaN;
    const after =
      typeof query.after === 'string' && /^\d{1,18}$/.test(query.after)
        ? Number(query.after)
        : undefined;
    const ticket = typeof query.ticket === 'string' ? query.ticket : '';
    if (!ticket || ticket.length > 200 || !Number.isSafeInteger(classId)) {
      socket.close(SocketClose.badTicket, 'A ticket is needed: ask for one and connect again');
      return null;
    }
    const member = await service.redeemTicket(app.db, app.clock, ticket, classId);
    if (member === 'not-found') {
      socket.close(SocketClose.notFound, 'Live class not found');
      return null;
    }
    if (!member) {
      socket.close(SocketClose.badTicket, 'The ticket is unknown, used or expired');
      return null;
    }
    if (socket.readyState !== socket.OPEN) return null;
    if (!gate.enterAccount(member.userId)) {
      socket.close(
        SocketClose.tooMany,
        `At most ${CHAT_SOCKETS_PER_ACCOUNT} chat connections per account: close one first`,
      );
      return null;
    }
    hold(() => gate.leaveAccount(member.userId));

    const viewer = {
      send: (json: string) => {
        if (socket.readyState === socket.OPEN) socket.send(json);
      },
      close: (code: number, reason: string) => socket.close(code, reason),
    };
    const membership = app.liveHub.join(
      classId,
      member.userId,
      viewer,
      member.state === 'ended' ? null : member.autoEndAt,
    );
    hold(() => membership.leave());
    let alive = true;
    const ping = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, PING_MS);
    hold(() => clearInterval(ping));
    socket.on('pong', () => (alive = true));

    const history = await repo.messages(app.db, classId, CHAT_HISTORY, after);
    viewer.send(
      frame({
        type: 'hello',
        you: writerKey(classId, member.userId),
        messages: history.map(presentMessage),
        viewers: app.liveHub.viewers(classId),
        state: member.state,
      }),
    );
    membership.ready(history.map((m) => m.id));

    const refuse = ({ ok: _ok, ...error }: chat.Refusal) =>
      viewer.send(frame({ type: 'error', ...error }));

    // Messages to store go one at a time per socket: a second waits for the first's answer.
    let queue = Promise.resolve();
    return (raw: string) => {
      const read = chat.readFrame(raw);
      if (!read.ok) return refuse(read);
      const wait = gate.takeTurn(member.userId, now());
      if (wait > 0) return refuse(chat.tooFast(wait));
      queue = queue
        .then(async () => {
          const result = await chat.sendMessage(app.db, app.clock, member, read.text);
          if (result === 'session-ended')
            viewer.close(SocketClose.sessionEnded, 'Your session has ended');
          else if (result === 'access-ended')
            viewer.close(SocketClose.notEnrolled, 'Your access to this course has ended');
          else if (!result.ok) refuse(result);
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'live chat frame failed');
          refuse({ ok: false, code: 'bad_frame', message: 'Not sent; try again' });
        });
    };
  }
};
