import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Device } from '@pariksha/contracts/accounts';
import { AppError } from '../../lib/app-error';
import { liveSessionsOf } from './account.repository';
import { presentDevice } from './devices.presenter';
import { toHeaders } from './http';
import type { SessionUser } from './session-cache';

/**
 * A learner's devices are their live sessions. They are ended through better-auth (its session
 * delete), so the session cache and the live chat hear of each at once.
 */
export function devicesService(app: FastifyInstance) {
  const live = (user: SessionUser) => liveSessionsOf(app.db, user.id, app.clock.now());

  return {
    async list(user: SessionUser): Promise<Device[]> {
      return (await live(user)).map((row) => presentDevice(row, user.sessionId));
    },

    /** Another learner's session, or one already ended, is not found. */
    async signOut(user: SessionUser, id: string, req: FastifyRequest) {
      const session = (await live(user)).find((s) => s.id === id);
      if (!session) throw AppError.notFound('Device');
      await app.auth.api.revokeSession({ body: { token: session.token }, headers: toHeaders(req) });
      return { signedOut: 1 };
    },

    async signOutOthers(user: SessionUser, req: FastifyRequest) {
      const others = (await live(user)).filter((s) => s.id !== user.sessionId);
      await app.auth.api.revokeOtherSessions({ headers: toHeaders(req) });
      return { signedOut: others.length };
    },
  };
}
