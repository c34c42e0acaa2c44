/*
 * The app configuration's path, free of zod: the information pages read it without bundling the
 * schema library. `app-config.ts` re-exports it.
 */

export const AppConfigPaths = { config: '/api/app-config' } as const;
