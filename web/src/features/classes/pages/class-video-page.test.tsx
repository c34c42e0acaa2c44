import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ClassesOfCourse,
  RecordedClass,
  RecordedClassSummary,
} from '@pariksha/contracts/classes';
import { i18n } from '@/lib/i18n';
import { fakeApi, type Call, type Reply } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import CourseClassVideoPage from './course-class-video-page';
import RecordedClassVideoPage from './recorded-class-video-page';

const progress = (positionSeconds: number): RecordedClass['progress'] => ({
  state: positionSeconds > 0 ? 'started' : 'new',
  positionSeconds,
  percent: Math.round((positionSeconds / 1500) * 100),
  updatedAt: positionSeconds > 0 ? '2026-11-01T00:00:00Z' : null,
});

const summary = (c: Partial<RecordedClassSummary>): RecordedClassSummary => ({
  locked: false,
  preview: false,
  id: 5,
  courseId: 7,
  syllabus_id: 11,
  position: 2,
  title: 'Social reformers: the essentials',
  titleMl: 'സാമൂഹിക പരിഷ്കർത്താക്കൾ: അടിസ്ഥാനങ്ങൾ',
  teacher: 'Anjali Menon',
  durationSeconds: 1500,
  thumbnail: null,
  examCount: 2,
  isDemo: false,
  progress: progress(0),
  ...c,
});

const lesson = (c: Partial<RecordedClass> = {}): RecordedClass => ({
  ...summary({}),
  course: { id: 7, course_name: 'Kerala Renaissance', access: { kind: 'free', until: null } },
  unit: { syllabus_id: 11, title: 'Social reformers', titleMl: 'സാമൂഹിക പരിഷ്കർത്താക്കൾ' },
  description: 'The reformers every paper asks about.',
  descriptionMl: null,
  notes: 'Sree Narayana Guru founded the SNDP Yogam.\n\nAyyankali led the villuvandi samaram.',
  notesMl: null,
  source: { kind: 'mp4', url: '/media/classes/5/video.mp4' },
  captions: [{ lang: 'en', url: '/media/classes/5/captions-en.vtt' }],
  previous: { id: 4, title: 'Social reformers: an overview', titleMl: null },
  next: { id: 6, title: 'Social reformers: previous questions', titleMl: null },
  ...c,
});

const unit: ClassesOfCourse = {
  course: { id: 7, course_name: 'Kerala Renaissance', access: { kind: 'free', until: null } },
  units: [
    {
      syllabus_id: 11,
      position: 1,
      title: 'Social reformers',
      titleMl: null,
      classes: [
        summary({ id: 4, position: 1, title: 'Social reformers: an overview' }),
        summary({}),
        summary({ id: 6, position: 3, title: 'Social reformers: previous questions' }),
      ],
    },
  ],
  continue: null,
};

function show(url: string, item: RecordedClass | Reply = lesson()) {
  localStorage.setItem('token', 'learner-token');
  const fetch = fakeApi({
    '/api/recordedclassById/5': item,
    '/api/recordedclass/7?syllabus_id=11': unit,
    'PUT /api/recordedclassById/5/progress': ({ body }: Call) =>
      progress((body as { positionSeconds: number }).positionSeconds),
  });
  const view = renderAt(
    {
      '/courseclassvideo/:syllabus_id/:id': <CourseClassVideoPage />,
      '/recordedclassvideo/:id': <RecordedClassVideoPage />,
      '/': <p>Home</p>,
    },
    url,
  );
  const saves = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([path, init]) => ({ path, init: init!, body: JSON.parse(String(init!.body)) }));
  return { fetch, saves, unmount: view.unmount };
}

const videoOf = (title = 'Social reformers: the essentials') =>
  screen.getByLabelText<HTMLVideoElement>(title, { selector: 'video' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a class in its unit', () => {
  it('shows the class with its way around: course, unit, neighbours, tests, notes and the unit’s classes', async () => {
    show('/courseclassvideo/11/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Social reformers: the essentials' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByRole('link', { name: 'Kerala Renaissance' })).toHaveAttribute(
      'href',
      '/courses/7',
    );
    expect(within(crumbs).getByRole('link', { name: 'Recorded classes' })).toHaveAttribute(
      'href',
      '/recordedclass/7',
    );
    expect(within(crumbs).getByRole('link', { name: 'Social reformers' })).toHaveAttribute(
      'href',
      '/recordedclass/7/11',
    );
    expect(screen.getByText(/Teacher: Anjali Menon · 25:00/)).toBeVisible();
    expect(videoOf().getAttribute('src')).toBe('/media/classes/5/video.mp4');
    expect(
      screen.getByRole('link', { name: /Next class: Social reformers: previous questions/ }),
    ).toHaveAttribute('href', '/courseclassvideo/11/6');
    expect(
      screen.getByRole('link', { name: /Previous class: Social reformers: an overview/ }),
    ).toHaveAttribute('href', '/courseclassvideo/11/4');
    expect(screen.getByRole('link', { name: 'Tests for this class (2)' })).toHaveAttribute(
      'href',
      '/examrecordedclass/5',
    );
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('Sree Narayana Guru founded the SNDP Yogam.')).toBeVisible();
    expect(within(notes).getByText('Ayyankali led the villuvandi samaram.')).toBeVisible();
    const inUnit = await screen.findByRole('region', { name: 'In this unit' });
    expect(within(inUnit).getAllByRole('listitem')).toHaveLength(3);
    expect(within(inUnit).getByText('Now playing')).toBeVisible();
  });

  it('has no tests link when the class has no tests, and no unit list on its own screen', async () => {
    const { fetch } = show('/recordedclassvideo/5', lesson({ examCount: 0 }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Tests? for this class/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'In this unit' })).toBeNull();
    expect(fetch.mock.calls.map(([p]) => p)).toEqual(['/api/recordedclassById/5']);
  });

  it('is not found when the class does not exist or belongs to another unit', async () => {
    show('/recordedclassvideo/5', {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'No such class' } },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Class not found$/);
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it('names a class of another unit than its address as not found', async () => {
    show('/courseclassvideo/12/5');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Class not found$/);
    expect(screen.queryByRole('video')).toBeNull();
  });

  it('offers a retry when the class cannot be loaded', async () => {
    show('/recordedclassvideo/5', {
      status: 500,
      body: { error: { code: 'INTERNAL_ERROR', message: 'Boom' } },
    });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeVisible();
  });

  it('is in Malayalam, with English marked where no Malayalam was written', async () => {
    await i18n.changeLanguage('ml');
    show('/courseclassvideo/11/5');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'സാമൂഹിക പരിഷ്കർത്താക്കൾ: അടിസ്ഥാനങ്ങൾ',
      }),
    ).toBeVisible();
    const notes = screen.getByText('Sree Narayana Guru founded the SNDP Yogam.');
    expect(notes.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: /അടുത്ത ക്ലാസ്/ })).toHaveAttribute(
      'href',
      '/courseclassvideo/11/6',
    );
  });
});

describe('resuming a class', () => {
  it('starts where the learner stopped, says so, and starts over on request', async () => {
    show('/courseclassvideo/11/5', lesson({ progress: progress(754) }));
    const status = await screen.findByText('Resumed at 12:34.');
    const video = videoOf();
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(754);
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(video.currentTime).toBe(0);
    expect(status).not.toBeInTheDocument();
  });

  it('starts from the beginning when the learner had barely started or had nearly finished', async () => {
    show('/courseclassvideo/11/5', lesson({ progress: progress(4) }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Resumed at/)).toBeNull();
  });

  it('does not offer to resume in the last ten seconds', async () => {
    show('/courseclassvideo/11/5', lesson({ progress: progress(1495) }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Resumed at/)).toBeNull();
  });

  it('is offered in Malayalam too', async () => {
    await i18n.changeLanguage('ml');
    show('/courseclassvideo/11/5', lesson({ progress: progress(754) }));
    expect(await screen.findByRole('button', { name: 'തുടക്കം മുതൽ' })).toBeVisible();
    expect(screen.getByText('12:34 മുതൽ തുടരുന്നു.')).toBeVisible();
  });
});

describe('saving where the learner is', () => {
  it('saves while playing, on pause and on leaving, with the app’s headers and keepalive when the page goes', async () => {
    const { saves } = show('/courseclassvideo/11/5');
    await screen.findByRole('heading', { level: 1 });
    vi.useFakeTimers();
    const video = videoOf();
    video.currentTime = 3.4;
    fireEvent(video, new Event('playing'));
    video.currentTime = 13.2;
    act(() => vi.advanceTimersByTime(10_000));
    expect(saves().map((s) => s.body.positionSeconds)).toEqual([13]);
    const first = saves()[0]!;
    expect(first.path).toBe('/api/recordedclassById/5/progress');
    expect(first.init.method).toBe('PUT');
    expect(new Headers(first.init.headers).get('authorization')).toBe('Bearer learner-token');
    expect(first.init.keepalive).toBeFalsy();

    video.currentTime = 15.8;
    fireEvent(video, new Event('pause'));
    fireEvent(video, new Event('pause'));
    expect(saves().map((s) => s.body.positionSeconds)).toEqual([13, 15]);

    video.currentTime = 17;
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    fireEvent(document, new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    const last = saves().at(-1)!;
    expect(last.body.positionSeconds).toBe(17);
    expect(last.init.keepalive).toBe(true);
    expect(new Headers(last.init.headers).get('authorization')).toBe('Bearer learner-token');
  });

  it('saves on leaving the screen inside the app', async () => {
    const { saves, unmount } = show('/courseclassvideo/11/5');
    await screen.findByRole('heading', { level: 1 });
    videoOf().currentTime = 21.5;
    unmount();
    expect(saves().map((s) => [s.body.positionSeconds, s.init.keepalive])).toEqual([[21, true]]);
  });

  it('refreshes the class once a save changes its state, so lists show it', async () => {
    const { fetch } = show('/courseclassvideo/11/5');
    await screen.findByRole('heading', { level: 1 });
    const reads = () => fetch.mock.calls.filter(([p]) => p === '/api/recordedclassById/5').length;
    expect(reads()).toBe(1);
    const video = videoOf();
    video.currentTime = 30;
    fireEvent(video, new Event('seeked'));
    await vi.waitFor(() => expect(reads()).toBe(2));
  });
});
