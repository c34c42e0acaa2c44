import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { saves, summary, type Acks, type Fixture } from './load';
const root = '/work/main';
const { startPostgres } = await import(path.join(root, 'scripts/with-postgres.mjs'));
const pgs = await startPostgres();
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/exams/app-server.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: process.env.NOPG ? '' : pgs.url, PORT: '4345', DATA_DIR: '/tmp/exb/d' + Date.now(), FIXTURE: '/tmp/exb/fx.json', LEARNERS: '500', STARTERS: '10' }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((r) => child.stdout!.on('data', (b) => b.toString().includes('ready') && r(null)));
const fx = JSON.parse(fs.readFileSync('/tmp/exb/fx.json', 'utf8')) as Fixture;
const acks: Acks = new Map();
for (const c of [1, 10, 100]) {
  console.log(c, summary(await saves('http://127.0.0.1:4345', fx, acks, { duration: 5, connections: c }).result));
}
console.log('time', summary(await autocannon({ url: `http://127.0.0.1:4345/api/examTimeCalculation/${fx.learners[0]!.attemptId}`, headers: { authorization: `Bearer ${fx.learners[0]!.token}` }, connections: 10, duration: 5 })));
child.kill('SIGTERM');
await pgs.stop();
