import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { course, units } from '../testing/fixtures';
import SearchLandingPage from './search-landing-page';

afterEach(() => vi.unstubAllGlobals());

function show(name: string) {
  fakeApi({ '/api/course/7': course(), '/api/syllabus/7': units });
  const url = `/progress/search/7?name=${encodeURIComponent(name)}`;
  renderAt(<SearchLandingPage />, url, '/progress/search/:id');
}

describe('SearchLandingPage', () => {
  it('says which search result this is, above the course', async () => {
    show('Kerala Renaissance');
    await screen.findByRole('heading', { level: 1, name: 'Kerala Renaissance' });
    expect(screen.getByText('Search result for', { exact: false })).toHaveTextContent(
      'Search result for Kerala Renaissance',
    );
  });

  it('shows the name from the address as text, never as markup', async () => {
    show('<b>bold</b> & <script>x</script>');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('<b>bold</b> & <script>x</script>')).toBeVisible();
    expect(document.body.querySelector('b')).toBeNull();
  });

  it('says it in Malayalam', async () => {
    await i18n.changeLanguage('ml');
    show('Kerala Renaissance');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('തിരയൽ ഫലം:', { exact: false })).toHaveTextContent(
      'തിരയൽ ഫലം: Kerala Renaissance',
    );
  });
});
