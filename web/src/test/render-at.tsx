import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';

type At = string | { pathname: string; state?: unknown };

/**
 * Renders a screen as the app does (a fresh query client, a router) at `at`: one element matched
 * by `path`, so route parameters reach it, or several routes as `path → element`. Answers what
 * Testing Library's render does, with the router (where a test reads the location).
 */
export function renderAt(
  screen: ReactElement | Record<string, ReactNode>,
  at: At = '/',
  path = '*',
) {
  const routes = isValidElement(screen) ? { [path]: screen } : screen;
  const router = createMemoryRouter(
    Object.entries(routes).map(([route, element]) => ({ path: route, element })),
    { initialEntries: [at] },
  );
  const rendered = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...rendered, router };
}
