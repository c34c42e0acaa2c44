import { z } from 'zod';
import { dataOf } from './common';

/**
 * `ready` is what a load balancer reads: a node that cannot reach its database, or is shutting
 * down, answers 503 instead, with `details: { ready: false, reason }`.
 */
export const HealthSchema = dataOf(
  z.object({
    status: z.literal('ok'),
    ready: z.literal(true),
    database: z.literal('ok'),
    uptimeSeconds: z.number(),
  }),
);
export type Health = z.infer<typeof HealthSchema>;
