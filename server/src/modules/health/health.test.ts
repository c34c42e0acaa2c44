import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { loadConfig } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ age: z.number().int().min(0), name: z.string() }) } },
      async (req) => ({ data: req.body }),
    );
    app.get('/api/test/boom', async () => {
      throw new Error('secret connection string postgres://u:p@db');
    });
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers ok after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', ready: true, database: 'ok' });
  });

  it('answers 503 in the error shape, not ready, when the database is gone', async () => {
    const broken = await buildTestApp();
    await broken.app.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { ready: false, reason: 'database' },
    });
    await broken.app.close();
  });

  it('says not ready, in the error shape, once the node starts shutting down', async () => {
    // Held in its closing phase until the health check has been answered.
    let closingStarted!: () => void;
    const started = new Promise<void>((resolve) => (closingStarted = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const closing = await buildTestApp({}, (app) =>
      app.addHook('preClose', async () => {
        closingStarted();
        await held;
      }),
    );
    await closing.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = closing.app.server.address() as AddressInfo;
    // A load balancer's connection, kept open between checks.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const check = () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode!, body }));
          })
          .on('error', reject);
      });
    expect((await check()).status).toBe(200);
    const closed = closing.close();
    await started;
    const res = await check();
    release();
    await closed;
    agent.destroy();
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body).error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { ready: false, reason: 'shutting-down' },
    });
  });
});

describe('error shapes', () => {
  it('names the failing field on bad input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { age: -1, name: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([expect.objectContaining({ field: 'age' })]);
    expect(error.message).toContain('age');
  });

  it('names a missing field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { age: 3 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('name');
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"age":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('hides internals of unexpected errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong' },
    });
    expect(res.body).not.toContain('postgres://');
  });
});

describe('security and docs', () => {
  it('sends documents a strict CSP with no inline script, nosniff and no framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets pages play live streams from the configured streaming servers and frame only YouTube', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/login' })).headers[
      'content-security-policy'
    ] as string;
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com;');
    const streaming = await buildTestApp({
      STREAM_ORIGINS: 'https://live.example.org, http://127.0.0.1:8080',
    });
    const withStreams = (await streaming.app.inject({ method: 'GET', url: '/login' })).headers[
      'content-security-policy'
    ] as string;
    await streaming.close();
    expect(withStreams).toContain(
      "connect-src 'self' https://live.example.org http://127.0.0.1:8080;",
    );
    expect(withStreams).toContain(
      "media-src 'self' blob: https://live.example.org http://127.0.0.1:8080;",
    );
  });

  it('sends JSON answers nosniff, same-origin and no referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('publishes OpenAPI generated from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/health'].get.operationId).toBe('getHealth');
    expect(doc.paths['/api/exams/{id}/attempts'].post.operationId).toBe('postExamsByIdAttempts');
    // Every operation has a name of its own: a generated client gets one function per call.
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops as Record<string, { operationId?: string }>).map((op) => op.operationId),
    );
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.servers).toEqual([{ url: '/', description: 'This server' }]);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});

describe('config', () => {
  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ STREAM_ORIGINS: 'https://ok.example, javascript:alert(1)' })).toThrow(
      /STREAM_ORIGINS/,
    );
  });

  it('defaults to PGlite under ./data on port 3000', () => {
    const c = loadConfig({});
    expect(c.databaseUrl).toBeUndefined();
    expect(c.port).toBe(3000);
    expect(c.dataDir.endsWith('data')).toBe(true);
  });
});
