import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { QueryError } from './query-error';

const show = (error: unknown, what?: string) =>
  render(
    <MemoryRouter>
      <QueryError error={error} retry={() => {}} what={what} />
    </MemoryRouter>,
  );
const retry = () => screen.queryByRole('button', { name: 'Try again' });

describe('a failed load', () => {
  it.each([
    ['unknown', new ApiError(404, 'NOT_FOUND', 'No such exam')],
    [
      'malformed',
      new ApiError(400, 'VALIDATION_FAILED', 'Some of what you entered needs a change'),
    ],
  ])(
    'is the not-found screen, with a way home and no retry, when its address is %s',
    (_, error) => {
      show(error, 'document');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Document not found$/);
      expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
      expect(retry()).toBeNull();
    },
  );

  it('names the page when it does not say what was not found', () => {
    show(new ApiError(404, 'NOT_FOUND', 'No such attempt'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Page not found$/);
  });

  it.each([
    ['offline', new ApiError(0, 'NETWORK_ERROR', 'offline')],
    ['a server failure', new ApiError(500, 'INTERNAL_ERROR', 'Boom')],
    ['a busy server', new ApiError(503, 'SERVICE_UNAVAILABLE', 'Busy')],
    ['too many requests', new ApiError(429, 'RATE_LIMITED', 'Slow down')],
  ])('offers a retry for %s', (_, error) => {
    show(error);
    expect(retry()).toBeVisible();
  });

  it('says why without a retry when a retry cannot mend it', () => {
    show(new ApiError(403, 'FORBIDDEN', 'Not yours'));
    expect(screen.getByRole('alert')).toBeVisible();
    expect(retry()).toBeNull();
  });
});
