/**
 * `npm run api:types`: writes schema.d.ts, the API's types for openapi-fetch, from the document
 * the server publishes at /api/openapi.json, built here from the routes without listening.
 * A server test (server/test/openapi-lint.test.ts) fails when the file is not what this writes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import * as prettier from 'prettier';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openPglite } from '../../server/src/db/client';

export const SCHEMA_FILE = fileURLToPath(new URL('./schema.d.ts', import.meta.url));

const BANNER = `/*
 * The Pariksha API's types, generated from its OpenAPI document by \`npm run api:types\`
 * (openapi-typescript). Do not edit: regenerate.
 */

`;

/** The TypeScript that openapi-typescript makes of `document`, formatted as the repository is. */
export async function schemaTypes(document: unknown): Promise<string> {
  const text = BANNER + astToString(await openapiTS(document as OpenAPI3));
  const options = await prettier.resolveConfig(SCHEMA_FILE);
  return prettier.format(text, { ...options, filepath: SCHEMA_FILE });
}

/** The OpenAPI document of the current routes, from an app on an empty in-memory database. */
export async function liveDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-api-types-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JOBS: 'off',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
  });
  const database = await openPglite(undefined);
  await database.migrate();
  const app = await buildApp(config, { database, logger: false });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const types = await schemaTypes(await liveDocument());
  fs.writeFileSync(SCHEMA_FILE, types);
  console.log(
    `wrote ${path.relative(process.cwd(), SCHEMA_FILE)} (${types.split('\n').length} lines)`,
  );
}
