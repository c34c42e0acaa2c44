import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, reply } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import UnsubscribePage from './unsubscribe-page';

afterEach(() => vi.unstubAllGlobals());

describe("a mail's unsubscribe page", () => {
  it('changes nothing when opened, and stops that kind when confirmed', async () => {
    const fetch = fakeApi({
      'GET /api/notifications/unsubscribe/status': { kind: 'live-starting', email: true },
      'POST /api/notifications/unsubscribe': { kind: 'live-starting', email: false },
    });
    renderAt(<UnsubscribePage />, '/notifications/unsubscribe?token=abc.def.ghi');
    expect(
      await screen.findByText(/Stop emails about “Live classes about to start”\?/),
    ).toBeVisible();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'you will get no more emails about “Live classes about to start”',
    );
    const [url] = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(url)).toBe('/api/notifications/unsubscribe?token=abc.def.ghi');
  });

  it('says when a link is not valid', async () => {
    fakeApi({
      'GET /api/notifications/unsubscribe/status': reply(400, {
        error: { code: 'VALIDATION_FAILED', message: 'This unsubscribe link is not valid' },
      }),
    });
    renderAt(<UnsubscribePage />, '/notifications/unsubscribe?token=forged');
    expect(await screen.findByText(/This link is not valid/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
