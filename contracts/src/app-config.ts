import * as z from 'zod/mini';

/**
 * What the web app needs to know about this installation, and nothing more. zod/mini: the
 * sign-in screen reads it (see accounts.ts).
 */
export { AppConfigPaths } from './app-config-paths';

export const AppConfigSchema = z.object({
  /** The external OpenID Connect provider, when one is configured. */
  oidc: z.nullable(z.object({ name: z.string(), providerId: z.string() })),
  storeLinks: z.object({ playStore: z.nullable(z.string()), appStore: z.nullable(z.string()) }),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
export const AppConfigResponseSchema = z.object({ data: AppConfigSchema });
