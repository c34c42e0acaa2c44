import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import {
  CHAT_HISTORY,
  ClientFrameSchema,
  LivePaths,
  SocketClose,
  type ServerFrame,
} from '@pariksha/contracts/live';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../../lib/app-error';
import * as repo from './live.repository';
import * as service from './live.service';
import { presentMessage, writerKey } from './live.presenter';

/** Sockets that answer no ping for this long are dropped (the browser went away without a word). */
const PING_MS = 30_000;

const frame = (f: ServerFrame) => JSON.stringify(f);

/**
 * The chat socket of a live class (DESIGN.md §3). It opens with a single-use ticket, since a
 * browser cannot send a bearer header with a WebSocket; `after` is the last message id the
 * client saw, so a reconnect gets exactly what it missed.
 */
export const liveSocketRoutes: FastifyPluginAsync = async (app) => {
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
      // Frames that arrive before the ticket is checked wait for it.
      const early: string[] = [];
      let onText: ((text: string) => void) | null = null;
      socket.on('message', (data, isBinary) => {
        const text = isBinary ? '' : data.toString();
        if (onText) onText(text);
        else early.push(text);
      });
      socket.on('error', () => undefined);

      void open(socket, params.id, query).then(
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

    const viewer = {
      send: (json: string) => {
        if (socket.readyState === socket.OPEN) socket.send(json);
      },
      close: (code: number, reason: string) => socket.close(code, reason),
    };
    const membership = app.liveHub.join(
      classId,
      viewer,
      member.state === 'ended' ? null : member.autoEndAt,
    );
    let alive = true;
    const ping = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, PING_MS);
    socket.on('pong', () => (alive = true));
    socket.on('close', () => {
      clearInterval(ping);
      membership.leave();
    });

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

    // One frame at a time per socket: a second send waits for the first's answer.
    let queue = Promise.resolve();
    return (text: string) => {
      queue = queue
        .then(() => handle(text))
        .catch((err: unknown) => {
          app.log.error({ err }, 'live chat frame failed');
          viewer.send(frame({ type: 'error', code: 'bad_frame', message: 'Not sent; try again' }));
        });
    };

    async function handle(text: string) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const f = ClientFrameSchema.safeParse(parsed);
      if (!f.success) {
        viewer.send(
          frame({
            type: 'error',
            code: 'bad_frame',
            message: 'Frames are JSON: {"type":"send","text":"…"}',
          }),
        );
        return;
      }
      const result = await service.sendMessage(
        app.db,
        app.clock,
        member as service.ChatMember,
        f.data.text,
      );
      if (!result.ok) {
        const { ok: _ok, ...error } = result;
        viewer.send(frame({ type: 'error', ...error }));
      }
    }
  }
};
