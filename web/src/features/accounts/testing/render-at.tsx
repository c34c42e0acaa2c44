import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { UserDetails } from '@pariksha/contracts/accounts';
import { createQueryClient } from '@/lib/query-client';

/** Renders `routes` (path → element) in a memory router at `at`; answers the router. */
export function renderAt(
  routes: Record<string, ReactNode>,
  at: string | { pathname: string; state?: unknown },
) {
  const router = createMemoryRouter(
    Object.entries(routes).map(([path, element]) => ({ path, element })),
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };
export const reply = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  status,
  body,
  headers,
});

/**
 * Stands in for the API: `'METHOD /path'` → the body to answer with 200, or a `reply(…)`.
 * Anything else answers 404. Answers the stub, to read the calls from.
 */
export function stubApi(answers: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? 'GET'} ${url}`];
    const { status, body, headers } =
      answer === undefined
        ? reply(404, { error: { code: 'NOT_FOUND', message: 'Not found' } })
        : isReply(answer)
          ? answer
          : reply(200, answer);
    return new Response(JSON.stringify(body), { status, headers });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const isReply = (v: unknown): v is Reply =>
  typeof v === 'object' && v !== null && 'status' in v && 'body' in v;

/** The bodies the stub was sent for `'METHOD /path'`. */
export const sent = (fetch: ReturnType<typeof stubApi>, call: string) =>
  fetch.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === call)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);

export const learner = (patch: Partial<UserDetails> = {}): UserDetails => ({
  id: 'u1',
  name: 'Anjali Nair',
  email: 'anjali@example.com',
  phone: null,
  imageUrl: null,
  targetCategoryId: null,
  targetLevelId: null,
  profileComplete: false,
  hasPassword: true,
  language: null,
  role: 'learner',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...patch,
});
