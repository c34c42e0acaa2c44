import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { askAuth, sendAuthResponse, toHeaders } from './http';

type Options = {
  cookies?: boolean;
  /** What better-auth is sent in place of the request's body (its own fields only). */
  body?: object;
  /** In place of the request's query string. */
  query?: URLSearchParams;
  /** Without the caller's bearer token: the token in the link is all that proves anything. */
  anonymous?: boolean;
  fields?: Record<string, string>;
};

/**
 * Hands requests to better-auth at a route's own path (never the one the client wrote): `forward`
 * answers its Response, `relay` sends it on in the contract's shape.
 */
export function authRelay(app: FastifyInstance) {
  async function forward(req: FastifyRequest, path: string, options: Options = {}) {
    const { cookies = false, body, query, anonymous = false } = options;
    const q = req.url.indexOf('?');
    const search = query ? `?${query}` : q === -1 ? '' : req.url.slice(q);
    const url = new URL(path + search, `${req.protocol}://${req.headers.host ?? 'localhost'}`);
    const headers = toHeaders(req, { cookies });
    headers.delete('content-length');
    if (anonymous) headers.delete('authorization');
    const post = req.method === 'POST';
    if (post) headers.set('content-type', 'application/json');
    return askAuth(
      app,
      new Request(url, {
        method: post ? 'POST' : 'GET',
        headers,
        body: post ? JSON.stringify(body ?? req.body ?? {}) : undefined,
      }),
    );
  }

  async function relay(req: FastifyRequest, reply: FastifyReply, path: string, options?: Options) {
    const res = await forward(req, path, options);
    return sendAuthResponse(res, reply, options);
  }

  return { forward, relay };
}
