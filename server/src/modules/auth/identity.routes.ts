import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountPaths,
  FieldMessage,
  SignInSchema,
  SignUpSchema,
  SocialSignInSchema,
} from '@pariksha/contracts/accounts';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  SessionResultSchema,
  SignInResultSchema,
  SignOutResultSchema,
  SignUpResultSchema,
} from '@pariksha/contracts/identity';
import { AppError } from '../../lib/app-error';
import { isCommonPassword } from './common-passwords';
import { accountChangeRoutes } from './account-change.routes';
import { devicesRoutes } from './devices.routes';
import { recoveryRoutes } from './recovery.routes';
import { authRelay } from './relay';

const tags = ['accounts'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };
// better-auth's answers pass through as it wrote them: these schemas document them. Its CSRF
// check answers 403 to a POST from a fetch (or with cookies) whose Origin is missing or foreign.
const credentialAnswers = { 403: ErrorBodySchema, 409: ErrorBodySchema, ...errors };

/**
 * The endpoints of better-auth the product uses, each a route of its own with its schema and
 * limits; every other path under /api/auth is a 404. The router matches exact spellings only
 * (no dot segments, double or trailing slashes, other case), and better-auth is always handed
 * the route's own path, never the one the client wrote.
 */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { relay } = authRelay(app);
  await app.register(recoveryRoutes);
  await app.register(accountChangeRoutes);
  await app.register(devicesRoutes);

  // Proving who one is: counted per address and per account, whichever of the two it is.
  const credentialRoutes = [
    [AccountPaths.signUp, SignUpSchema, SignUpResultSchema, 'Create an account → {token, user}'],
    [
      AccountPaths.signIn,
      SignInSchema,
      SignInResultSchema,
      'Sign in with email and password → {token, user}',
    ],
  ] as const;
  for (const [path, body, answer, summary] of credentialRoutes) {
    app.post(
      path,
      { schema: { tags, summary, body, response: { 200: answer, ...credentialAnswers } } },
      async (req, reply) => {
        await app.limitCredentials(req, reply, req.body.email);
        if (path === AccountPaths.signUp && isCommonPassword(req.body.password))
          throw AppError.validation('password', FieldMessage.passwordCommon);
        return relay(req, reply, path);
      },
    );
  }

  app.post(
    AccountPaths.signOut,
    {
      schema: {
        tags,
        summary: 'Sign out: ends the session of the bearer token (send no body, or {})',
        response: { 200: SignOutResultSchema },
      },
    },
    (req, reply) => relay(req, reply, AccountPaths.signOut),
  );

  app.get(
    AccountPaths.session,
    {
      schema: {
        tags,
        summary: 'The session of the bearer token, or null',
        response: { 200: SessionResultSchema },
      },
    },
    (req, reply) => relay(req, reply, AccountPaths.session),
  );

  app.post(
    AccountPaths.socialSignIn,
    {
      schema: {
        tags,
        summary: 'Start federated sign-in → {url} of the identity provider',
        body: SocialSignInSchema,
        response: { 200: z.object({ url: z.string() }), 403: ErrorBodySchema, ...errors },
      },
    },
    async (req, reply) => {
      await app.limitCredentials(req, reply);
      // The provider's state and the PKCE verifier wait in a cookie for the way back.
      return relay(req, reply, AccountPaths.socialSignIn, { cookies: true });
    },
  );

  app.get(
    AccountPaths.federatedCallback,
    {
      schema: {
        tags,
        summary: 'Where the identity provider sends the browser back',
        response: {
          302: z
            .null()
            .describe(
              'Location: the callbackURL of the sign-in (errorCallbackURL, with `error`, when it failed)',
            ),
          400: ErrorBodySchema,
        },
        params: z.object({ providerId: z.string().regex(/^[a-z0-9-]{1,64}$/) }),
        querystring: z.object({}).catchall(z.string().max(4096)),
      },
    },
    // The browser's redirect flow: its state lives in cookies.
    (req, reply) =>
      relay(req, reply, `/api/auth/callback/${req.params.providerId}`, { cookies: true }),
  );
};
