import { z } from 'zod';
import { dataOf } from './common';

/** What the web app needs to know about this installation, and nothing more. */
export const AppConfigPaths = { config: '/api/app-config' } as const;

export const AppConfigSchema = z.object({
  /** The external OpenID Connect provider, when one is configured. */
  oidc: z.object({ name: z.string(), providerId: z.string() }).nullable(),
  storeLinks: z.object({ playStore: z.string().nullable(), appStore: z.string().nullable() }),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
export const AppConfigResponseSchema = dataOf(AppConfigSchema);
