import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { setSession } from '@/lib/session';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { OpenTestBanner } from './open-test-banner';

const ATTEMPT = '6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e';
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

function openAttempts(deadlineInMs: number) {
  return {
    serverNow: new Date().toISOString(),
    attempts: [
      {
        attemptId: ATTEMPT,
        examId: 7,
        courseId: 3,
        examTitle: 'Kerala Renaissance — Topic Test',
        deadline: inMs(deadlineInMs),
      },
    ],
  };
}

beforeEach(() => setSession('t', { id: 'u1', name: 'Anjali', email: 'anjali@example.com' }));
afterEach(() => vi.unstubAllGlobals());

describe('the test in progress, on every screen', () => {
  it('names the test and its time left, and resumes it', async () => {
    fakeApi({ 'GET /api/openAttempts': openAttempts(12 * 60_000 + 30_000) });
    renderAt(<OpenTestBanner hidden={false} />);
    const entry = await screen.findByRole('region', { name: 'Test in progress' });
    expect(entry).toHaveTextContent('Kerala Renaissance — Topic Test');
    expect(entry).toHaveTextContent(/12:\d\d left/);
    expect(
      within(entry).getByRole('link', { name: 'Resume Kerala Renaissance — Topic Test' }),
    ).toHaveAttribute('href', `/exampage/7/${ATTEMPT}`);
  });

  it('names a practice set as one, without a clock for a learn-mode set', async () => {
    const open = openAttempts(7 * 86_400_000);
    const practice = {
      ...open.attempts[0]!,
      courseId: null,
      kind: 'practice',
      practiceMode: 'learn',
      examTitle: 'Practice: History',
    };
    fakeApi({ 'GET /api/openAttempts': { ...open, attempts: [practice] } });
    renderAt(<OpenTestBanner hidden={false} />);
    const entry = await screen.findByRole('region', { name: 'Test in progress' });
    expect(entry).toHaveTextContent('Practice setPractice: History');
    expect(entry).not.toHaveTextContent('left');
    expect(within(entry).getByRole('link', { name: 'Resume Practice: History' })).toHaveAttribute(
      'href',
      `/exampage/7/${ATTEMPT}`,
    );
  });

  it('speaks Malayalam', async () => {
    await i18n.changeLanguage('ml');
    fakeApi({ 'GET /api/openAttempts': openAttempts(5 * 60_000) });
    renderAt(<OpenTestBanner hidden={false} />);
    const entry = await screen.findByRole('region', { name: 'നടന്നുകൊണ്ടിരിക്കുന്ന ടെസ്റ്റ്' });
    expect(entry).toHaveTextContent(/\d:\d\d ബാക്കി/);
    expect(within(entry).getByRole('link', { name: /തുടരുക$/ })).toBeVisible();
  });

  it('shows nothing for a test whose time is over, or when there is none', async () => {
    const fetch = fakeApi({ 'GET /api/openAttempts': openAttempts(-1000) });
    renderAt(<OpenTestBanner hidden={false} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is not on the exam page, which asks nothing', () => {
    const fetch = fakeApi({ 'GET /api/openAttempts': openAttempts(60_000) });
    renderAt(<OpenTestBanner hidden />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
