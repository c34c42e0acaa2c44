import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OIDC_PROVIDER_ID } from '@pariksha/contracts/accounts';
import { AppConfigPaths, AppConfigResponseSchema } from '@pariksha/contracts/app-config';

/** What the web app needs to know about this installation (public, no secrets). */
export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { oidc, storeLinks } = app.config;
  const data = {
    oidc: oidc ? { name: oidc.name, providerId: OIDC_PROVIDER_ID } : null,
    storeLinks: { playStore: storeLinks.playStore ?? null, appStore: storeLinks.appStore ?? null },
  };
  app.get(
    AppConfigPaths.config,
    {
      schema: {
        tags: ['app'],
        summary: 'Sign-in options and store links',
        response: { 200: AppConfigResponseSchema },
      },
    },
    async () => ({ data }),
  );
};
