import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres, pgliteExtensions, wrapPglite } from '../src/db/client';
import { installJobs } from '../src/plugins/jobs';
import { PGLITE_DUMP, TEMPLATE_DB, withDatabase } from './paths';

/**
 * Migrates once per run (pg-boss's tables included): into a PGlite dump that every test app loads, or, when
 * TEST_DATABASE_URL is set, into a template database that every test app clones.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const tmpl = openPostgres(withDatabase(url, TEMPLATE_DB), 2);
    await tmpl.migrate();
    await installJobs((tmpl.db as unknown as { $client: unknown }).$client);
    await tmpl.close();
    return;
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await wrapPglite(client).migrate();
  await installJobs(client);
  const dump = await client.dumpDataDir('none');
  fs.mkdirSync(path.dirname(PGLITE_DUMP), { recursive: true });
  fs.writeFileSync(PGLITE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}
