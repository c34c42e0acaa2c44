import { EventEmitter } from 'node:events';

/** A session better-auth has ended: its raw token and whose it was. */
export type EndedSession = { token: string; userId: string };

/**
 * Where the ends of sessions are told, for what outlives a request and must end with the
 * session: the session cache forgets it, the live chat closes the account's sockets. Listeners
 * are called in the request that ended it and must not throw.
 */
export type SessionEnds = EventEmitter<{ ended: [EndedSession] }>;

export const sessionEnds = (): SessionEnds => new EventEmitter<{ ended: [EndedSession] }>();

declare module 'fastify' {
  interface FastifyInstance {
    sessionEnds: SessionEnds;
  }
}
