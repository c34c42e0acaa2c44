import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app';
import { buildTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the log of a failed query', () => {
  it('keeps the SQL and the database’s code, never the values it was sent', async () => {
    const secret = 'asha.secret@example.com';
    const err = await t.app.db.execute(sql`select ${secret}::int as n`).catch((e: unknown) => e);
    expect(String((err as Error).message)).toContain(secret);

    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = Fastify({ logger: { ...loggerOptions(t.config), level: 'error', stream } });
    logged.log.error({ err }, 'unhandled error');
    await logged.close();

    const line = lines.join('');
    expect(line).toContain('Failed query: select $1::int as n');
    expect(line).toContain('22P02');
    expect(line).not.toContain(secret);
  });
});
