import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { course, units } from '../testing/fixtures';
import CourseSyllabusPage from './course-syllabus-page';

afterEach(() => vi.unstubAllGlobals());

function show() {
  fakeApi({ '/api/course/7': course(), '/api/syllabus/7': units });
  renderAt(<CourseSyllabusPage />, '/coursesyllabus/7', '/coursesyllabus/:id');
}

describe('CourseSyllabusPage', () => {
  it('lists the units with their topics and classes in English, under one h1', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Syllabus' })).toBeVisible();
    expect(screen.getByText('Kerala Renaissance · 2 units')).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1 Social reformers',
      '2 Press and literature',
    ]);
    expect(screen.getByText('Temple entry')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Recorded classes for “Social reformers”' }),
    ).toHaveAttribute('href', '/recordedclass/7/11');
  });

  it('shows each unit in Malayalam where it has been written, else in English marked as such', async () => {
    await i18n.changeLanguage('ml');
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'സിലബസ്' })).toBeVisible();
    expect(screen.getByText('Kerala Renaissance · 2 യൂണിറ്റുകൾ')).toBeVisible();
    expect(screen.getByText('ക്ഷേത്രപ്രവേശനം')).toBeVisible();
    expect(screen.getByText('ശ്രീനാരായണ ഗുരു, ചട്ടമ്പിസ്വാമികൾ, അയ്യങ്കാളി.')).not.toHaveAttribute('lang');
    expect(
      screen.getByRole('link', {
        name: '“സാമൂഹിക പരിഷ്കർത്താക്കൾ” എന്ന ഭാഗത്തിന്റെ റെക്കോർഡ് ചെയ്ത ക്ലാസുകൾ',
      }),
    ).toBeVisible();
    const english = screen.getByRole('heading', { level: 2, name: /Press and literature/ });
    expect(english.querySelector('[lang="en"]')).toHaveTextContent('Press and literature');
    expect(screen.getByText('Newspapers and writers of the reform age.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText('Swadeshabhimani').closest('ul')).toHaveAttribute('lang', 'en');
  });

  it('says an unknown course is not found, in the language', async () => {
    await i18n.changeLanguage('ml');
    renderAt(<CourseSyllabusPage />, '/coursesyllabus/x', '/coursesyllabus/:id');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('കോഴ്സ് കണ്ടെത്തിയില്ല');
  });
});
