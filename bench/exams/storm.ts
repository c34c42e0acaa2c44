// The start storm's load generator: every starter opens its own connection at once, POSTs start,
// then GETs the paper of the attempt it got, as the exam page does. Plain sockets instead of
// autocannon: autocannon's per-connection set-up, JavaScript HTTP parser and body strings cost
// it more CPU than the server spent on the whole storm, and on two cores that landed in the
// server's latency. Latency of a start runs from the moment its connection is opened, so it
// includes connecting; that of a paper from the moment its request is written.
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { ACCEPT_ENCODING, Histogram } from './load';
import { responses } from './wire';

const QUESTION_KEY = Buffer.from('"number":');
const TIMEOUT_MS = 30_000;

/** A whole paper of 100 questions: "number" is a key of questions only. */
function questionCount(zipped: Buffer) {
  const body = zlib.gunzipSync(zipped);
  let n = 0;
  for (let i = body.indexOf(QUESTION_KEY); i >= 0; i = body.indexOf(QUESTION_KEY, i + 9)) n += 1;
  return n;
}

/** Every holder of `tokens` starts exam `examId` at once, then opens the paper. */
export function startStorm(url: string, examId: number, tokens: string[]) {
  const { hostname, port } = new URL(url);
  const request = (method: string, path: string, token: string) =>
    `${method} ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\nauthorization: Bearer ${token}\r\n` +
    `accept-encoding: ${ACCEPT_ENCODING}\r\nweb: web\r\ncontent-length: 0\r\n\r\n`;
  const times = new Histogram();
  const byKind = { start: new Histogram(), paper: new Histogram() };
  let errors = 0;
  let non2xx = 0;
  // Checked once the storm is over, so that unzipping them costs the storm nothing.
  const papers: Buffer[] = [];
  const began = performance.now();

  const learner = (token: string) =>
    new Promise<void>((resolve) => {
      let sentAt = performance.now();
      let attemptId: string | null = null;
      const socket = net.connect({ host: hostname, port: Number(port) });
      socket.setNoDelay(true);
      socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('timeout')));
      socket.on('error', () => {
        errors += 1;
        resolve();
      });
      socket.on('close', () => resolve());
      socket.write(request('POST', `/api/exams/${examId}/attempts`, token));
      responses(socket, ({ status, body }) => {
        const ms = performance.now() - sentAt;
        times.add(ms);
        byKind[attemptId === null ? 'start' : 'paper'].add(ms);
        if (status >= 300) non2xx += 1;
        if (attemptId === null && status < 300) {
          attemptId = (JSON.parse(body.toString()) as { data: { attemptId: string } }).data
            .attemptId;
          sentAt = performance.now();
          socket.write(request('GET', `/api/exams/${examId}/attempts/${attemptId}/paper`, token));
          return;
        }
        if (status === 200) papers.push(body);
        socket.end();
      });
    });

  const result = Promise.all(tokens.map(learner)).then(() =>
    times.summary((performance.now() - began) / 1000, errors, non2xx),
  );
  const split = () =>
    Object.fromEntries(
      Object.entries(byKind).map(([kind, h]) => [
        kind,
        { p50: h.percentile(50), p99: h.percentile(99) },
      ]),
    );
  const whole = () => papers.filter((body) => questionCount(body) === 100).length;
  return { result, papers: whole, split };
}
