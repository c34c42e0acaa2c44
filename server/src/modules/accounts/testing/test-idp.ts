// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- e2e compiles this file without the server project around it
/// <reference path="./oidc-provider.d.ts" />
import type { Server } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider on loopback for tests (oidc-provider with its development
 * sign-in pages: any login and password sign in; the login becomes the subject). Its users have
 * the email `<login>@idp.example` and the name given in `names` (or "IdP User").
 */
export type TestIdp = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
};

type Options = { redirectUris: string[]; names?: Record<string, string> };

/** Starts on a free port among 4100–4199. */
export async function startTestIdp(opts: Options): Promise<TestIdp> {
  for (let tries = 0; ; tries++) {
    const port = 4100 + Math.floor(Math.random() * 100);
    try {
      return await startOn(port, opts);
    } catch (err) {
      if ((err as { code?: string }).code !== 'EADDRINUSE' || tries >= 20) throw err;
    }
  }
}

async function startOn(port: number, opts: Options): Promise<TestIdp> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'pariksha-test';
  const clientSecret = 'pariksha-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: `${sub}@idp.example`,
        email_verified: true,
        name: opts.names?.[sub] ?? 'IdP User',
      }),
    }),
    cookies: { keys: ['test-idp-cookie-key-0123456789'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
  });
  const server: Server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
