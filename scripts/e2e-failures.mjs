// After a Playwright run, for each failed try of a test (one that passed on its retry too): what
// the page showed (the accessibility snapshot in Playwright's error-context.md) and the server's
// API answers while it ran, so a failure on a machine nobody can watch still says what happened.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2e = fileURLToPath(new URL('../e2e/', import.meta.url));
const results = path.join(e2e, 'test-results');
const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

const requests = new Map();
const completed = [];
for (const line of read(path.join(e2e, 'server.log')).split('\n')) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    continue;
  }
  if (entry.req) requests.set(entry.reqId, `${entry.req.method} ${entry.req.url}`);
  else if (entry.res) {
    const what = requests.get(entry.reqId) ?? '?';
    if (what.includes(' /api/')) {
      const ms = Math.round(entry.responseTime);
      completed.push({ time: entry.time, text: `${entry.res.statusCode} ${what} ${ms} ms` });
    }
  } else if (entry.level >= 40) completed.push({ time: entry.time, text: line.slice(0, 300) });
}

function* failures(suite) {
  for (const child of suite.suites ?? []) yield* failures(child);
  for (const spec of suite.specs ?? []) {
    for (const run of spec.tests.flatMap((t) => t.results)) {
      if (run.status !== 'passed' && run.status !== 'skipped') yield { spec, run };
    }
  }
}

const report = read(path.join(results, 'report.json'));
for (const { spec, run } of report ? failures(JSON.parse(report)) : []) {
  console.log(`\n──── ${spec.file}: ${spec.title} ────`);
  const context = run.attachments?.find((a) => a.name === 'error-context')?.path;
  const snapshot = context && read(context).split('```yaml')[1]?.split('```')[0];
  if (snapshot) console.log(`── the page ──${snapshot.split('\n').slice(0, 60).join('\n')}`);
  const start = Date.parse(run.startTime);
  const during = completed.filter((r) => r.time >= start && r.time <= start + run.duration);
  console.log(`── the server's API answers while it ran (the last 30 of ${during.length}) ──`);
  for (const r of during.slice(-30)) {
    console.log(`${new Date(r.time).toISOString().slice(11, 23)} ${r.text}`);
  }
}
