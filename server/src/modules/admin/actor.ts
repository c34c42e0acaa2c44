import type { FastifyRequest } from 'fastify';
import type { Actor } from './audit';

/** The signed-in staff member a change is written down to. */
export const actorOf = (req: FastifyRequest): Actor => ({
  id: req.user!.id,
  email: req.user!.email,
});
