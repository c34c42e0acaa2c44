import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { buildTestApp, createUser, type TestApp } from './helper';

let t: TestApp;
let port: number;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  headers = (await createUser(t.app)).headers;
});
afterAll(() => t.close());

/** Writes raw bytes to the server and reads the whole answer. */
function raw(request: string) {
  return new Promise<{ status: number; head: string; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (c) => (text += c));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body });
    });
  });
}

const expectErrorShape = (body: string, code: string) => {
  const parsed = JSON.parse(body);
  expect(Object.keys(parsed)).toEqual(['error']);
  expect(parsed.error).toMatchObject({ code, message: expect.any(String) });
  return parsed.error.message as string;
};

describe('requests the framework refuses', () => {
  it('answers a bad percent-encoding in the contract shape, echoing nothing', async () => {
    const res = await t.app.inject({ url: '/api/%zz-secret-path', headers });
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res.body, 'VALIDATION_FAILED')).not.toContain('secret-path');
  });

  it('answers an over-long path segment and an unknown path with 404, echoing nothing', async () => {
    for (const url of [`/api/exams/${'9'.repeat(200)}`, '/api/no-such-thing-here']) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(404);
      const message = expectErrorShape(res.body, 'NOT_FOUND');
      expect(message).not.toMatch(/999|no-such-thing/);
    }
  });

  it('answers a 20 KB header and a broken request line in the contract shape', async () => {
    const big = await raw(
      `GET /api/health HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    expectErrorShape(big.body, 'PAYLOAD_TOO_LARGE');
    const broken = await raw('GET /api/health HTTP/9\r\n\r\n');
    expect(broken.status).toBe(400);
    expectErrorShape(broken.body, 'VALIDATION_FAILED');
  });

  it('refuses JSON that is not JSON without echoing it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: examUrl.answer(),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"attemptId": secret-fragment',
    });
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res.body, 'VALIDATION_FAILED')).not.toContain('secret-fragment');
  });
});

describe('bodies', () => {
  const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
  const post = (url: string, payload: string, type = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, origin: 'http://localhost:3000', 'content-type': type },
      payload,
    });

  it('refuses deeply nested JSON on every kind of route with 400', async () => {
    for (const url of [AccountPaths.signIn, AccountPaths.signOut, examUrl.answer()]) {
      const res = await post(url, deep(20_000));
      expect(res.statusCode, url).toBe(400);
      expectErrorShape(res.body, 'VALIDATION_FAILED');
    }
    // Ordinary nesting is untouched.
    expect((await post(AccountPaths.signIn, '{"email":"a@b.co","password":"x"}')).statusCode).toBe(
      401,
    );
  });

  it('refuses a NUL anywhere in JSON text, but not an escaped backslash before u0000', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: AccountPaths.userDetails,
      headers,
      payload: { name: 'Anu\u0000 Nair' },
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_FAILED');
    const literal = await t.app.inject({
      method: 'PATCH',
      url: AccountPaths.userDetails,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name":"Anu \\\\u0000 Nair"}',
    });
    expect(literal.statusCode).toBe(200);
  });

  it('answers 415 to a JSON route called with another content type', async () => {
    for (const [url, type] of [
      [examUrl.answer(), 'text/plain'],
      [AccountPaths.signIn, 'text/plain'],
      [examUrl.end(), 'application/x-www-form-urlencoded'],
      [AccountPaths.photo, 'application/xml'],
    ]) {
      const res = await post(url!, '{"attemptId":"x"}', type);
      expect(res.statusCode, `${url} ${type}`).toBe(415);
      expectErrorShape(res.body, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });
});

describe('answers', () => {
  it('are never stored by a browser or a shared cache', async () => {
    for (const url of [AccountPaths.userDetails, examUrl.completed(), catalogueUrl.categories()]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('source maps', () => {
  it('stay on disk in production and are served in development', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js.map'), '{"version":3}');
    try {
      for (const [env, status] of [
        ['production', 404],
        ['development', 200],
      ] as const) {
        const web = await buildTestApp({ NODE_ENV: env, WEB_DIST: dist });
        try {
          const map = await web.app.inject({ url: '/assets/app.js.map' });
          expect(map.statusCode, env).toBe(status);
          expect((await web.app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
        } finally {
          await web.close();
        }
      }
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
