import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseSummary } from '@pariksha/contracts/catalogue';
import { i18n } from '@/lib/i18n';
import { clearSession, setSession } from '@/lib/session';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { categories, summary } from '../testing/fixtures';
import HomePage from './home-page';

const details = {
  id: 'u1',
  name: 'Anjali',
  email: 'anjali@example.com',
  phone: '9876543210',
  imageUrl: null,
  targetCategoryId: 1,
  targetLevelId: 3,
  profileComplete: true,
  hasPassword: true,
  language: null,
  role: 'learner',
  leaderboardName: null,
  createdAt: '2026-01-01T00:00:00Z',
};

function show(
  started: CourseSummary[],
  classes: unknown[] = [],
  live: unknown[] = [],
  ofLevel: CourseSummary[] = [summary()],
) {
  fakeApi({
    '/api/recordedclasses/continue': classes,
    '/api/liveclasses/upcoming': live,
    '/api/currentaffairs/latest': [],
    '/api/userdetails': details,
    '/api/categoryForWeb': categories,
    '/api/courses/continue': started,
    '/api/daily': {
      serverNow: '2026-12-02T05:00:00.000Z',
      day: '2026-12-02',
      opensAt: '2026-12-02T00:30:00.000Z',
      closesAt: '2026-12-02T18:30:00.000Z',
      level: { id: 3, name: 'Degree Level', nameMl: null },
      quiz: {
        examId: 70,
        day: '2026-12-02',
        level: { id: 3, name: 'Degree Level', nameMl: null },
        questionCount: 10,
        durationSeconds: 600,
        opensAt: '2026-12-02T00:30:00.000Z',
        closesAt: '2026-12-02T18:30:00.000Z',
        status: 'open',
        mine: null,
        takers: 0,
      },
      streak: { current: 4, best: 4, takenToday: false },
    },
    '/api/category/level/1/3': {
      category: { id: 1, name: 'Kerala PSC', nameMl: 'കേരള പി.എസ്.സി', slug: 'kerala-psc' },
      level: { id: 3, name: 'Degree Level', nameMl: null, slug: 'degree-level' },
      courses: ofLevel,
    },
  });
  renderAt(<HomePage />);
}

beforeEach(() => setSession('token', { id: 'u1', name: 'Anjali', email: 'anjali@example.com' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('has one h1, a section per h2, and course and exam names as h3 under them', async () => {
    show([summary()]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Continue learning' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Welcome back, Anjali',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Continue learning',
      "Today's quiz",
      'Practise by topic',
      'Exams and levels',
      'Upcoming live classes',
      'Current affairs',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Kerala Renaissance',
      'Kerala PSC',
    ]);
    expect(await screen.findByText('No upcoming live classes.')).toBeVisible();
    expect(screen.getByTestId('daily-card-streak')).toHaveTextContent('Streak: 4 days');
    expect(screen.getByRole('link', { name: "Take today's quiz" })).toHaveAttribute(
      'href',
      '/daily',
    );
    expect(screen.getByRole('link', { name: 'Start practising' })).toHaveAttribute(
      'href',
      '/practice',
    );
    expect(await screen.findByRole('link', { name: 'Open current affairs' })).toHaveAttribute(
      'href',
      '/affairs/1',
    );
  });

  it('lists the next live classes, a live one first and marked, each leading to its page', async () => {
    const at = '2026-11-25T13:00:00.000Z';
    const item = (id: number, title: string, state: string) => ({
      id,
      courseId: 1,
      course_name: 'Kerala Renaissance',
      title,
      titleMl: null,
      teacher: 'Anjali Menon',
      startsAt: at,
      plannedMinutes: 60,
      state,
      wentLiveAt: null,
      endedAt: null,
      recordingId: null,
      examCount: 0,
      isDemo: true,
    });
    show([summary()], [], [item(7, 'Doubts answered', 'live'), item(8, 'Revision', 'upcoming')]);
    const list = await screen.findByRole('list', { name: 'Upcoming live classes' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Doubts answered' })).toHaveAttribute(
      'href',
      '/liveVideo/7',
    );
    expect(within(rows[0]!).getByText('Live now')).toBeVisible();
    expect(within(rows[1]!).queryByText('Live now')).toBeNull();
    expect(within(rows[1]!).getByText(/Anjali Menon/)).toBeVisible();
  });

  it('marks the learner’s exam in words and counts the courses of each level', async () => {
    show([summary()]);
    const levels = await screen.findByRole('list', { name: 'Kerala PSC levels' });
    const links = within(levels).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      '10th Level 1 course',
      'Degree Level Your exam 4 courses',
    ]);
    expect(links[1]).toHaveAttribute('href', '/progress/1/3');
  });

  it('suggests courses for the learner’s exam before any is started', async () => {
    show([]);
    const intro = await screen.findByText(/You have not started a course yet/);
    expect(intro).toHaveTextContent(
      'You have not started a course yet. Suggested for your exam, Kerala PSC · Degree Level:',
    );
  });

  it('shows a course new in the learner’s exam beside the ones they started, and no other', async () => {
    const fresh = summary({ id: 9, slug: 'constitution', course_name: 'Indian Constitution' });
    show([summary()], [], [], [summary(), fresh]);
    const more = await screen.findByTestId('suggested-courses');
    expect(more).toHaveTextContent('More courses for your exam, Kerala PSC · Degree Level:');
    expect(
      within(more)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Indian Constitution']);
  });

  it('is all in Malayalam in the Malayalam interface, English content marked as English', async () => {
    await i18n.changeLanguage('ml');
    show([]);
    expect(await screen.findByRole('heading', { name: 'പഠനം തുടരാം' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('വീണ്ടും സ്വാഗതം, Anjali');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'പഠനം തുടരാം',
      'ഇന്നത്തെ ക്വിസ്',
      'വിഷയം തിരിച്ച് പരിശീലിക്കാം',
      'പരീക്ഷകളും നിലവാരങ്ങളും',
      'വരാനിരിക്കുന്ന ലൈവ് ക്ലാസുകൾ',
      'ആനുകാലികം',
    ]);
    const intro = screen.getByText(/നിങ്ങൾ ഇതുവരെ ഒരു കോഴ്സും തുടങ്ങിയിട്ടില്ല/);
    expect(intro).toHaveTextContent(
      'നിങ്ങൾ ഇതുവരെ ഒരു കോഴ്സും തുടങ്ങിയിട്ടില്ല. നിങ്ങളുടെ പരീക്ഷയ്ക്ക് (കേരള പി.എസ്.സി · Degree Level) പറ്റിയ കോഴ്സുകൾ:',
    );
    expect(within(intro).getByText('Degree Level')).toHaveAttribute('lang', 'en');
    const levels = screen.getByRole('list', { name: 'കേരള പി.എസ്.സി: നിലവാരങ്ങൾ' });
    expect(
      within(levels)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['പത്താം ക്ലാസ് നിലവാരം 1 കോഴ്സ്', 'Degree Level നിങ്ങളുടെ പരീക്ഷ 4 കോഴ്സുകൾ']);
    // Categories have no Malayalam description: the English one is read as English.
    expect(screen.getByText('Kerala Public Service Commission recruitment.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(await screen.findByText('ആനുകാലികം തുറക്കുക')).toBeVisible();
  });
});

describe('home with a class in progress', () => {
  it('offers the class first, with how far the learner got and where it resumes', async () => {
    show(
      [],
      [
        {
          id: 5,
          courseId: 7,
          syllabus_id: 11,
          position: 1,
          title: 'Social reformers: the essentials',
          titleMl: null,
          teacher: 'Anjali Menon',
          durationSeconds: 1500,
          thumbnail: null,
          examCount: 0,
          isDemo: true,
          progress: { state: 'started', positionSeconds: 754, percent: 40, updatedAt: null },
          course_name: 'Kerala Renaissance',
        },
      ],
    );
    const classes = await screen.findByRole('list', { name: 'Classes in progress' });
    const link = within(classes).getByRole('link', { name: 'Social reformers: the essentials' });
    expect(link).toHaveAttribute('href', '/recordedclassvideo/5');
    expect(within(classes).getByText('Kerala Renaissance')).toBeVisible();
    expect(within(classes).getByText('Resume at 12:34')).toBeVisible();
    expect(within(classes).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });
});
