import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { AccessSlotsContext } from '@/components/access/access-slots';
import { course, units } from '../testing/fixtures';
import { CourseView } from './course-view';

afterEach(() => vi.unstubAllGlobals());

function show(c = course()) {
  fakeApi({ [`/api/syllabus/${c.id}`]: units });
  renderAt(<CourseView course={c} />);
}

/** The app's code entry stands in as a marker naming the course it was given. */
function showWithSlots(c = course()) {
  fakeApi({ [`/api/syllabus/${c.id}`]: units });
  renderAt(
    <AccessSlotsContext
      value={{
        CodeEntry: ({ courseId }) => <p>code entry for {courseId}</p>,
        Locked: () => null,
      }}
    >
      <CourseView course={c} />
    </AccessSlotsContext>,
  );
}

describe('CourseView: access', () => {
  it('of a restricted course not joined: a lock, its previews, and the code entry', () => {
    showWithSlots(course({ access: { kind: 'preview-only', until: null } }));
    expect(screen.getByText('Enrolled learners')).toBeVisible();
    expect(screen.getByText('Free preview available')).toBeVisible();
    const join = screen.getByRole('region', { name: 'This course is for enrolled learners' });
    expect(join).toHaveTextContent('Items marked Free preview are open to everyone.');
    expect(within(join).getByText('code entry for 7')).toBeVisible();
  });

  it('of a course joined: until when, and no code entry', () => {
    showWithSlots(course({ access: { kind: 'enrolled', until: '2027-03-31T12:00:00.000Z' } }));
    expect(screen.getByText('Enrolled until 31 Mar 2027')).toBeVisible();
    expect(screen.queryByText(/code entry/)).toBeNull();
  });

  it('of a free course: nothing said', () => {
    showWithSlots();
    expect(screen.queryByText(/Enrolled/)).toBeNull();
    expect(screen.queryByText(/code entry/)).toBeNull();
  });
});

describe('CourseView', () => {
  it('shows the course, its progress and its sections in English', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kerala Renaissance');
    expect(screen.getByText('Reformers and movements that shaped modern Kerala.')).toBeVisible();
    expect(screen.getByText('Malayalam & English').parentElement).toHaveTextContent(
      /^Language: Malayalam & English$/,
    );
    const bar = screen.getByRole('progressbar', { name: 'Progress in Kerala Renaissance' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuetext', '45% done');
    expect(screen.getByText('45%')).toBeVisible();
    expect(screen.getByText('3 of 10')).toBeInTheDocument();
    expect(screen.getByText('62.5%')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Course sections' });
    expect(within(nav).getByRole('link', { name: 'Syllabus 2 units' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Current affairs Kerala PSC' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'What this course includes' }),
    ).toBeVisible();
    expect(screen.getByText('Weekly mock tests')).toBeVisible();
    expect(await screen.findByText('Social reformers')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Full syllabus with topics' })).toBeVisible();
  });

  it('counts what the course holds, in the singular for one', () => {
    show();
    const facts = screen.getByRole('list', { name: 'In this course' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['6 recorded classes', '2 upcoming live classes', '1 mock test', '4 documents']);
  });

  it('names classes live now only while there are any, and counts nothing as 0', () => {
    show(
      course({
        counts: { recordedClasses: 1, liveNow: 1, upcomingLive: 0, tests: 0, documents: 1 },
      }),
    );
    const facts = screen.getByRole('list', { name: 'In this course' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1 recorded class',
      '1 live class on now',
      '0 upcoming live classes',
      '0 mock tests',
      '1 document',
    ]);
  });

  it('says one unit in the singular', () => {
    show(course({ syllabusUnitCount: 1 }));
    expect(screen.getByRole('link', { name: 'Syllabus 1 unit' })).toBeVisible();
  });

  it('shows the Malayalam versions in Malayalam, and marks English that stands in for one', async () => {
    await i18n.changeLanguage('ml');
    show();
    expect(
      screen.getByText('ആധുനിക കേരളത്തെ രൂപപ്പെടുത്തിയ നവോത്ഥാന നായകരും പ്രസ്ഥാനങ്ങളും.'),
    ).not.toHaveAttribute('lang');
    expect(screen.getByText('ആഴ്ചതോറും മോക്ക് ടെസ്റ്റുകൾ')).toBeVisible();
    expect(screen.queryByText('Weekly mock tests')).not.toBeInTheDocument();
    // The course name is data and stays as written.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kerala Renaissance');
    expect(screen.getAllByText('കേരള പി.എസ്.സി')[0]).not.toHaveAttribute('lang');
    // The level has no Malayalam name: its English one is read as English.
    expect(screen.getByText('Degree Level')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('മലയാളം, ഇംഗ്ലീഷ്').parentElement).toHaveTextContent(
      /^ഭാഷ: മലയാളം, ഇംഗ്ലീഷ്$/,
    );
    const bar = screen.getByRole('progressbar', { name: 'Kerala Renaissance: പുരോഗതി' });
    expect(bar).toHaveAttribute('aria-valuetext', '45% പൂർത്തിയായി');
    expect(screen.getByText('10-ൽ 3')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'കോഴ്സിലെ വിഭാഗങ്ങൾ' });
    expect(within(nav).getByRole('link', { name: 'സിലബസ് 2 യൂണിറ്റുകൾ' })).toBeVisible();
    const facts = screen.getByRole('list', { name: 'ഈ കോഴ്സിൽ' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '6 റെക്കോർഡ് ചെയ്ത ക്ലാസുകൾ',
      'വരാനിരിക്കുന്ന 2 ലൈവ് ക്ലാസുകൾ',
      '1 മോക്ക് ടെസ്റ്റ്',
      '4 ഡോക്യുമെന്റുകൾ',
    ]);
    expect(screen.getByRole('heading', { name: 'ഈ കോഴ്സിൽ ഉൾപ്പെടുന്നവ' })).toBeVisible();
    expect(await screen.findByText('സാമൂഹിക പരിഷ്കർത്താക്കൾ')).not.toHaveAttribute('lang');
    expect(screen.getByText('Press and literature')).toHaveAttribute('lang', 'en');
  });

  it('keeps a teaching language it cannot name as written, marked as English', async () => {
    await i18n.changeLanguage('ml');
    show(course({ language: 'Hindi' }));
    expect(screen.getByText('Hindi')).toHaveAttribute('lang', 'en');
  });

  it('shows the English highlights, marked, where the course has none in Malayalam', async () => {
    await i18n.changeLanguage('ml');
    show(course({ highlightsMl: null }));
    expect(screen.getByText('Weekly mock tests').closest('ul')).toHaveAttribute('lang', 'en');
  });
});
