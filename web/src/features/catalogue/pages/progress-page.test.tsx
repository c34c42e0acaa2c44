import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { summary } from '../testing/fixtures';
import ProgressPage from './progress-page';

afterEach(() => vi.unstubAllGlobals());

function show() {
  fakeApi({
    '/api/category/level/1/3': {
      category: { id: 1, name: 'Kerala PSC', nameMl: 'കേരള പി.എസ്.സി', slug: 'kerala-psc' },
      level: { id: 3, name: 'Degree Level', nameMl: null, slug: 'degree-level' },
      courses: [summary(), summary({ id: 8, course_name: 'Indian Polity', descriptionMl: null })],
    },
  });
  renderAt(<ProgressPage />, '/progress/1/3', '/progress/:catId/:levelId');
}

describe('ProgressPage', () => {
  it('is where I stand in the category and level, its courses a section under it', async () => {
    show();
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('Kerala PSC · Degree LevelWhere I stand');
    expect(screen.getByText(/and your progress in each of its courses\./)).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Your courses in this level',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Kerala Renaissance',
      'Indian Polity',
    ]);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    expect(screen.getAllByText('Demo')).toHaveLength(2);
  });

  it('says it in Malayalam, with the names and descriptions in Malayalam where there are some', async () => {
    await i18n.changeLanguage('ml');
    show();
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('കേരള പി.എസ്.സി · Degree Level');
    expect(h1.querySelector('[lang="en"]')).toHaveTextContent('Degree Level');
    expect(h1).toHaveTextContent('എന്റെ നില');
    expect(screen.getByText(/ഇതിലെ ഓരോ കോഴ്സിലുമുള്ള പുരോഗതി\./)).toBeVisible();
    expect(
      screen.getByText('ആധുനിക കേരളത്തെ രൂപപ്പെടുത്തിയ നവോത്ഥാന നായകരും പ്രസ്ഥാനങ്ങളും.'),
    ).not.toHaveAttribute('lang');
    const english = screen.getAllByText('Reformers and movements that shaped modern Kerala.');
    expect(english).toHaveLength(1);
    expect(english[0]).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText('ഡെമോ')).toHaveLength(2);
    expect(screen.getAllByText('പുരോഗതി')).toHaveLength(2);
  });

  it('says an unknown category or level is not found', async () => {
    renderAt(<ProgressPage />, '/progress/x/3', '/progress/:catId/:levelId');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Category or level not found',
    );
  });
});
