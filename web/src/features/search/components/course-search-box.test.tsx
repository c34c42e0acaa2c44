import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseSearchHit } from '@pariksha/contracts/catalogue';
import { CataloguePaths } from '@pariksha/contracts/catalogue-paths';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, reply, type Call } from '@/test/fake-api';
import CourseSearchBox from './course-search-box';

type Hit = CourseSearchHit;
const hit = (
  id: number,
  course_name: string,
  levelName = '10th Level',
  levelNameMl?: string,
): Hit => ({
  id,
  course_name,
  course_image: `/media/courses/${id}.svg`,
  categoryName: 'Kerala PSC',
  categoryNameMl: 'കേരള പി.എസ്.സി',
  levelName,
  levelNameMl: levelNameMl ?? null,
  access: { kind: 'free', until: null },
});

/** Answers the search call per query text; `gate` holds an answer back until released. */
function answerSearches(
  answers: Record<string, Hit[] | 'fail'>,
  gates: Record<string, Promise<void>> = {},
) {
  const calls: string[] = [];
  fakeApi({
    [CataloguePaths.search]: async ({ url }: Call) => {
      const query = url.searchParams.get('query') ?? '';
      calls.push(query);
      await gates[query];
      const answer = answers[query] ?? [];
      return answer === 'fail'
        ? reply(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } })
        : answer;
    },
  });
  return calls;
}

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

function setup(label = 'Search courses') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CourseSearchBox />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { box: screen.getByRole('combobox', { name: label }), user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('CourseSearchBox', () => {
  it('has the spec placeholder and shows hits with image, name, category and level', async () => {
    answerSearches({ pol: [hit(1, 'Indian Polity & Constitution', 'Degree Level')] });
    const { box, user } = setup();
    expect(box).toHaveAttribute('placeholder', 'Search ');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'pol');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const option = await screen.findByRole('option', { name: /Indian Polity/ });
    expect(option).toHaveTextContent('Kerala PSC · Degree Level');
    expect(option.querySelector('img')).toHaveAttribute('src', '/media/courses/1.svg');
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('says the access of a restricted course in its hit', async () => {
    answerSearches({
      pol: [
        { ...hit(1, 'Indian Polity'), access: { kind: 'preview-only', until: null } },
        { ...hit(2, 'Polity Maths'), access: { kind: 'enrolled', until: '2027-03-31T12:00:00Z' } },
      ],
    });
    const { box, user } = setup();
    await user.type(box, 'pol');
    const [locked, joined] = await screen.findAllByRole('option');
    expect(locked).toHaveTextContent('Enrolled learners');
    expect(locked).toHaveTextContent('Free preview available');
    expect(joined).toHaveTextContent('Enrolled until 31 Mar 2027');
  });

  it('chooses with the keyboard, clears the box and goes to the search route with the name', async () => {
    answerSearches({
      ker: [hit(3, 'Kerala Renaissance — കേരള നവോത്ഥാനം'), hit(4, 'Kerala PSC Maths')],
    });
    const { box, user } = setup();
    await user.type(box, 'ker');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('');
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/progress/search/3?name=${encodeURIComponent('Kerala Renaissance — കേരള നവോത്ഥാനം')}`,
    );
  });

  it('says No Data Found for no hits and for a failed call; Escape closes', async () => {
    answerSearches({ zzz: [], boom: 'fail' });
    const { box, user } = setup();
    await user.type(box, 'zzz');
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'boom');
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No Data Found')).not.toBeInTheDocument();
    expect(box).toHaveValue('boom');
  });

  it('never lets a late answer for older text replace the answer for newer text', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const calls = answerSearches(
      { ss: [hit(9, 'Stale Answer')], ssc: [hit(5, 'SSC CGL Quant')] },
      { ss: slow },
    );
    const { box, user } = setup();
    await user.type(box, 'ss');
    await waitFor(() => expect(calls).toContain('ss'));
    await user.type(box, 'c');
    await screen.findByRole('option', { name: /SSC CGL Quant/ });
    await act(async () => release());
    expect(screen.queryByRole('option', { name: /Stale Answer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /SSC CGL Quant/ })).toBeInTheDocument();
  });

  it('tells screen readers how many courses were found, from a region that is always there', async () => {
    answerSearches({ kas: [hit(1, 'KAS Prelims')], psc: [hit(2, 'LDC'), hit(3, 'LGS')] });
    const { box, user } = setup();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.type(box, 'kas');
    await screen.findByRole('option', { name: /KAS Prelims/ });
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('1 course found');
    await user.clear(box);
    await user.type(box, 'psc');
    await screen.findByRole('option', { name: /LGS/ });
    expect(status).toHaveTextContent('2 courses found');
  });

  it('under the name of a course found by something inside it, says what: "Unit: …" in either language', async () => {
    const ldc: Hit = {
      ...hit(1, 'LDC Complete Course'),
      matchedIn: {
        kind: 'unit',
        title: 'Indian History and the National Movement',
        titleMl: 'ഇന്ത്യാ ചരിത്രവും ദേശീയ പ്രസ്ഥാനവും',
      },
    };
    const mts: Hit = {
      ...hit(2, 'MTS General Awareness'),
      matchedIn: { kind: 'test', title: 'History Mock Test', titleMl: null },
    };
    answerSearches({ history: [hit(3, 'History Olympiad'), ldc, mts] });
    const { box, user } = setup();
    await user.type(box, 'history');
    const [named, byUnit, byTest] = await screen.findAllByRole('option');
    expect(named).toHaveTextContent(/^History Olympiad Kerala PSC · 10th Level$/);
    expect(byUnit).toHaveTextContent(
      'LDC Complete Course Unit: Indian History and the National Movement Kerala PSC · 10th Level',
    );
    expect(byTest).toHaveTextContent('Test: History Mock Test');

    await act(() => i18n.changeLanguage('ml'));
    expect(byUnit).toHaveTextContent('യൂണിറ്റ്: ഇന്ത്യാ ചരിത്രവും ദേശീയ പ്രസ്ഥാനവും');
    expect(byTest).toHaveTextContent('ടെസ്റ്റ്: History Mock Test');
    expect(within(byTest!).getByText('History Mock Test')).toHaveAttribute('lang', 'en');
    await act(() => i18n.changeLanguage('en'));
  });

  it('works in Malayalam: names in Malayalam where they have one, else English marked as such', async () => {
    await i18n.changeLanguage('ml');
    answerSearches({
      pol: [
        hit(1, 'Indian Polity', 'Degree Level'),
        hit(2, 'LDC Maths', '10th Level', 'പത്താം ക്ലാസ് നിലവാരം'),
      ],
      zzz: [],
    });
    const { box, user } = setup('കോഴ്സുകൾ തിരയുക');
    expect(box).toHaveAttribute('placeholder', 'തിരയുക');
    await user.type(box, 'pol');
    expect(screen.getByRole('status')).toHaveTextContent('ലോഡ് ചെയ്യുന്നു...');
    const [polity, maths] = await screen.findAllByRole('option');
    expect(screen.getByRole('listbox', { name: 'കോഴ്സുകൾ' })).toBeVisible();
    expect(polity).toHaveTextContent('കേരള പി.എസ്.സി · Degree Level');
    expect(within(polity!).getByText('Degree Level')).toHaveAttribute('lang', 'en');
    expect(within(polity!).getByText('കേരള പി.എസ്.സി')).not.toHaveAttribute('lang');
    expect(maths).toHaveTextContent('കേരള പി.എസ്.സി · പത്താം ക്ലാസ് നിലവാരം');
    expect(screen.getByRole('status')).toHaveTextContent('2 കോഴ്സുകൾ കണ്ടെത്തി');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/progress/search/1?name=Indian%20Polity',
    );
    await user.type(box, 'zzz');
    expect(await screen.findByText('വിവരങ്ങളൊന്നും കണ്ടെത്തിയില്ല')).toBeVisible();
  });
});
