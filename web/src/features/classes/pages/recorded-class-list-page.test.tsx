import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassesOfCourse, RecordedClassSummary } from '@pariksha/contracts/classes';
import { i18n } from '@/lib/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import RecordedClassListPage from './recorded-class-list-page';

const item = (c: Partial<RecordedClassSummary>): RecordedClassSummary => ({
  locked: false,
  preview: false,
  id: 1,
  courseId: 7,
  syllabus_id: 11,
  position: 1,
  title: 'Social reformers: the essentials',
  titleMl: 'സാമൂഹിക പരിഷ്കർത്താക്കൾ: അടിസ്ഥാനങ്ങൾ',
  teacher: 'Anjali Menon',
  durationSeconds: 1500,
  thumbnail: '/media/classes/a/poster.jpg',
  examCount: 0,
  isDemo: true,
  progress: { state: 'new', positionSeconds: 0, percent: 0, updatedAt: null },
  ...c,
});
const started = item({
  id: 2,
  position: 2,
  title: 'Social reformers: previous questions',
  titleMl: null,
  progress: {
    state: 'started',
    positionSeconds: 754,
    percent: 40,
    updatedAt: '2026-11-01T00:00:00Z',
  },
});
const watched = item({
  id: 3,
  syllabus_id: 12,
  title: 'Movements: the essentials',
  titleMl: 'പ്രസ്ഥാനങ്ങൾ: അടിസ്ഥാനങ്ങൾ',
  progress: {
    state: 'watched',
    positionSeconds: 1500,
    percent: 100,
    updatedAt: '2026-11-01T00:00:00Z',
  },
});
const answer: ClassesOfCourse = {
  course: { id: 7, course_name: 'Kerala Renaissance', access: { kind: 'free', until: null } },
  units: [
    {
      syllabus_id: 11,
      position: 1,
      title: 'Social reformers',
      titleMl: 'സാമൂഹിക പരിഷ്കർത്താക്കൾ',
      classes: [item({}), started],
    },
    { syllabus_id: 12, position: 2, title: 'Movements', titleMl: null, classes: [watched] },
    { syllabus_id: 13, position: 3, title: 'Literature', titleMl: null, classes: [] },
  ],
  continue: started,
};

/** The page at `url`; the API answers `data` for course 7 (any unit), or the reply given. */
function show(url = '/recordedclass/7', data: unknown = answer) {
  const fetch = fakeApi({ '/api/recordedclass/7': data });
  renderAt(
    {
      '/recordedclass/:id': <RecordedClassListPage />,
      '/recordedclass/:id/:syllabus_id': <RecordedClassListPage />,
    },
    url,
  );
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

describe('recorded classes of a course', () => {
  it('groups the classes by unit with the learner’s state in each, and offers the one to continue', async () => {
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recorded classes' }),
    ).toBeVisible();
    const continueLink = screen.getByRole('link', { name: /Continue where you stopped/ });
    expect(continueLink).toHaveTextContent(
      'Continue: Social reformers: previous questions · 12:34',
    );
    expect(continueLink).toHaveAttribute('href', '/courseclassvideo/11/2');
    const unit1 = screen.getByRole('list', { name: /Social reformers/ });
    expect(within(unit1).getAllByRole('listitem')).toHaveLength(2);
    expect(within(unit1).getByText('New')).toBeVisible();
    expect(within(unit1).getByText('Watched 40 %')).toBeVisible();
    expect(within(unit1).getAllByText(/Anjali Menon · 25:00/)).toHaveLength(2);
    expect(
      within(screen.getByRole('list', { name: /Movements/ })).getByText('Watched'),
    ).toBeVisible();
    expect(screen.getByText('No classes in this unit yet.')).toBeVisible();
  });

  it('lists locked classes without a link to play them, and marks free previews', async () => {
    show('/recordedclass/7', {
      ...answer,
      course: { ...answer.course, access: { kind: 'preview-only', until: null } },
      units: [
        {
          ...answer.units[0]!,
          classes: [item({ preview: true }), { ...started, locked: true }],
        },
      ],
      continue: null,
    });
    const unit = await screen.findByRole('list', { name: /Social reformers/ });
    const [open, shut] = within(unit).getAllByRole('listitem');
    expect(within(open!).getByRole('link', { name: /the essentials/ })).toBeVisible();
    expect(within(open!).getByText('Free preview')).toBeVisible();
    expect(within(shut!).queryByRole('link', { name: /previous questions/ })).toBeNull();
    expect(shut).toHaveTextContent('Locked: for enrolled learners.');
    expect(within(shut!).getByRole('link', { name: 'How to get access' })).toHaveAttribute(
      'href',
      '/courses/7',
    );
  });

  it('shows one unit with a way back to all the course’s classes', async () => {
    const fetch = show('/recordedclass/7/12', {
      ...answer,
      units: [answer.units[1]],
      continue: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Movements' })).toBeVisible();
    expect(fetch.mock.calls[0]![0]).toBe('/api/recordedclass/7?syllabus_id=12');
    expect(screen.getByRole('link', { name: 'All classes of this course' })).toHaveAttribute(
      'href',
      '/recordedclass/7',
    );
  });

  it('is in Malayalam, with English marked where no Malayalam was written', async () => {
    await i18n.changeLanguage('ml');
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'റെക്കോർഡ് ചെയ്ത ക്ലാസുകൾ' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'സാമൂഹിക പരിഷ്കർത്താക്കൾ: അടിസ്ഥാനങ്ങൾ' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Social reformers: previous questions' }),
    ).toHaveAttribute('lang', 'en');
    expect(screen.getByText('40 % കണ്ടു')).toBeVisible();
  });

  it('says so when there is no such course', async () => {
    show('/recordedclass/999');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/course/i);
  });
});
