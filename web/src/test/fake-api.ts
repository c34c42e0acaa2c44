import { vi } from 'vitest';

export type Reply = { status: number; body: unknown; headers?: Record<string, string> };

/** An answer other than a 200 with `{ data }`: its status, its body as it is, its headers. */
export const reply = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  status,
  body,
  headers,
});

const isReply = (v: unknown): v is Reply =>
  typeof v === 'object' && v !== null && 'status' in v && 'body' in v;

const NOT_FOUND = reply(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });

/** One call the stand-in was asked: its method, its address and the body it was sent. */
export type Call = { method: string; url: URL; body: unknown };

const bodyOf = (body: BodyInit | null | undefined): unknown => {
  if (typeof body !== 'string') return body ?? null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/**
 * Stands in for the API. A key is `'METHOD /path'` or `'/path'` (any method), with its query to
 * answer only that query, without to answer any; its value is the `data` a 200 answers with, a `reply(…)`, or a function of the call
 * answering either (asked at each call, so a test can change what comes back). Anything else
 * answers 404. Answers the stub, whose calls `sent` reads.
 */
export function fakeApi(answers: Record<string, unknown>) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname + url.search;
    const key = [`${method} ${path}`, path, `${method} ${url.pathname}`, url.pathname].find(
      (k) => k in answers,
    );
    let answer = key === undefined ? NOT_FOUND : answers[key];
    if (typeof answer === 'function')
      answer = await answer({ method, url, body: bodyOf(init?.body) });
    const { status, body, headers } = isReply(answer) ? answer : reply(200, { data: answer });
    return new Response(JSON.stringify(body), { status, headers });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The bodies the stand-in was sent for `'METHOD /path'` (the path without its query). */
export const sent = (fetch: ReturnType<typeof fakeApi>, call: string) =>
  fetch.mock.calls
    .filter(([input, init]) => {
      const { pathname } = new URL(input, 'http://localhost');
      return `${init?.method ?? 'GET'} ${pathname}` === call;
    })
    .map(([, init]) => bodyOf(init?.body));
