import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { storage } from '@/lib/storage';
import { LanguageSwitch } from './language-switch';

function Screen() {
  const { t } = useTranslation();
  return (
    <>
      <LanguageSwitch />
      <p>{t('app.logout')}</p>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the language switch', () => {
  it('turns the interface Malayalam, sets <html lang> and remembers it on the device', async () => {
    render(<Screen />);
    expect(screen.getByText('Logout')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'മലയാളം' }));
    expect(await screen.findByText('ലോഗൗട്ട്')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ml');
    expect(storage.getPlain('language')).toBe('ml');
    expect(screen.getByRole('group', { name: 'ഭാഷ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'മലയാളം' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'മലയാളം' })).toHaveFocus();
  });

  it('signed in, also stores the choice with the account', async () => {
    storage.setPlain('token', 'a-token');
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: {} }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    render(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'മലയാളം' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/userdetails');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body as string)).toEqual({ language: 'ml' });
  });
});
