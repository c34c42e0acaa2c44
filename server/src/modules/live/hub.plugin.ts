import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { SocketClose } from '@pariksha/contracts/live';
import { LiveHub } from './live.hub';
import * as repo from './live.repository';
import * as tickets from './tickets.repository';
import * as chat from './chat.service';
import { presentMessage } from './live.presenter';
import { effectiveState } from './live.rules';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live classes' chat sockets on this node. */
    liveHub: LiveHub;
  }
}

/** A frame is a chat message and a little JSON around it. */
const MAX_FRAME_BYTES = 4 * 1024;

/**
 * The WebSocket server and this node's hub, listening for every node's live events; on close,
 * viewers are told to reconnect (to another node) before the database goes.
 */
export const liveHubPlugin = fp(
  async (app) => {
    const live = new LiveHub({
      nodeId: crypto.randomUUID(),
      publish: (payload) => repo.notify(app.db, payload),
      messages: async (ids) =>
        (await repo.messagesByIds(app.db, ids)).map((m) => ({
          ...presentMessage(m),
          classId: m.classId,
        })),
      state: async (classId) => {
        const row = await repo.findClass(app.db, classId);
        return row ? effectiveState(row, app.clock.now()) : null;
      },
      refused: (classId, userIds) => chat.refusedViewers(app.db, app.clock, classId, userIds),
      onError: (err) => app.log.error({ err }, 'live classes: event not delivered'),
    });
    await app.register(websocket, {
      options: { maxPayload: MAX_FRAME_BYTES },
      preClose: (done) => {
        live.closeAll(SocketClose.goingAway, 'Server restarting');
        done();
      },
    });
    const stopListening = await app.database.listen(
      repo.LIVE_CHANNEL,
      (payload) => live.receive(payload),
      () => live.resume(),
    );
    app.decorate('liveHub', live);
    // A session ends on one node; the account's sockets may be on any (sign-out, deletion).
    const endChat = ({ userId }: { userId: string }) => {
      tickets
        .endChatOf(app.db, userId)
        .catch((err: unknown) => app.log.error({ err }, 'live classes: sign-out not delivered'));
    };
    app.sessionEnds.on('ended', endChat);
    app.addHook('onClose', async () => {
      app.sessionEnds.off('ended', endChat);
      live.stop();
      // The database may be gone already (a failed start, a test that closed it).
      await stopListening().catch(() => undefined);
    });
  },
  { name: 'live-hub', dependencies: [] },
);
