import { z } from 'zod';
import { dataOf } from './common';

export const HealthSchema = dataOf(
  z.object({ status: z.literal('ok'), database: z.literal('ok'), uptimeSeconds: z.number() }),
);
export type Health = z.infer<typeof HealthSchema>;
