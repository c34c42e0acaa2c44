import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { freshGet } from '@/lib/query-client';
import { CodeEntry } from './code-entry';

const refused = (status: number, code: string) =>
  reply(status, { error: { code, message: `refused: ${code}` } });

/** A screen's read beside the form: it shows how many times it was read. */
function Reader() {
  const q = useQuery({
    ...freshGet<number>(['catalogue', 'course', 7], '/api/reads'),
    staleTime: Infinity,
  });
  return <p>reads: {q.data ?? '…'}</p>;
}

function show(redeem: unknown, props: { collapsed?: boolean } = {}) {
  let reads = 0;
  const fetch = fakeApi({ 'POST /api/enrolment/redeem': redeem, '/api/reads': () => ++reads });
  renderAt(
    <>
      <Reader />
      <CodeEntry {...props} />
    </>,
  );
  return fetch;
}

const enter = async (code: string) => {
  const user = userEvent.setup();
  if (code) await user.type(screen.getByLabelText('Access code'), code);
  await user.click(screen.getByRole('button', { name: 'Enter code' }));
};

afterEach(() => vi.unstubAllGlobals());

describe('CodeEntry', () => {
  it('sends the code as typed, says what opened and until when, and reads the screen again', async () => {
    const fetch = show({
      courses: [{ id: 7, course_name: 'Kerala Renaissance' }],
      until: '2027-03-31T12:00:00.000Z',
      already: false,
    });
    expect(await screen.findByText('reads: 1')).toBeVisible();
    await enter(' k7qm x3p9-ht ');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: Kerala Renaissance is open to you. Your access lasts until 31 Mar 2027.',
    );
    expect(screen.getByRole('link', { name: 'Kerala Renaissance' })).toHaveAttribute(
      'href',
      '/courses/7',
    );
    expect(sent(fetch, 'POST /api/enrolment/redeem')).toEqual([{ code: 'k7qm x3p9-ht' }]);
    expect(await screen.findByText('reads: 2')).toBeVisible();
  });

  it('says when the code had been entered before, and when access has no end', async () => {
    show({ courses: [{ id: 7, course_name: 'Polity' }], until: null, already: true });
    await enter('K7QMX3P9HT');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You had already entered this code: Polity stays open to you. Your access has no end date.',
    );
  });

  it('asks for a code before sending nothing', async () => {
    const fetch = show({});
    await enter('');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a code.');
    expect(screen.getByLabelText('Access code')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(fetch, 'POST /api/enrolment/redeem')).toEqual([]);
  });

  it.each([
    [400, 'ACCESS_CODE_INVALID', 'This code is not valid. Check it and try again.'],
    [409, 'ACCESS_CODE_EXPIRED', 'This code has expired. Ask your institute for another.'],
    [409, 'ACCESS_CODE_REVOKED', 'This code has been withdrawn. Ask your institute for another.'],
    [
      409,
      'ACCESS_CODE_USED_UP',
      'This code has been used as many times as it may. Ask your institute for another.',
    ],
    [429, 'RATE_LIMITED', 'Too many tries in a short time. Wait a minute and try again.'],
  ])('says what is wrong with the code typed: %i %s', async (status, code, message) => {
    show(refused(status, code));
    await enter('AAAA-BBBB-CC');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Access code')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts folded on home as "Have an access code?"', async () => {
    show({}, { collapsed: true });
    const toggle = screen.getByRole('button', { name: 'Have an access code?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Access code')).toBeNull();
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByLabelText('Access code')).toBeVisible());
  });
});
