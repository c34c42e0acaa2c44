import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyCourse } from '@pariksha/contracts/enrolment';
import { i18n } from '@/lib/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import MyCoursesPage from './my-courses-page';

const course = (c: Partial<MyCourse>): MyCourse => ({
  id: 7,
  course_name: 'Kerala Renaissance',
  course_image: '/media/courses/7.svg',
  access: 'enrolled',
  until: '2027-03-31T12:00:00.000Z',
  ...c,
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('My courses', () => {
  it('lists each course the learner holds with its access, and offers the code entry', async () => {
    fakeApi({
      '/api/enrolment/my-courses': [
        course({}),
        course({ id: 8, course_name: 'Indian Polity', until: null }),
        course({ id: 9, course_name: 'Geography', access: 'preview-only', until: null }),
        course({ id: 10, course_name: 'English', access: 'free', until: null }),
      ],
    });
    renderAt(<MyCoursesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Kerala RenaissanceEnrolled until 31 Mar 2027',
      'Indian PolityEnrolled, no end date',
      'GeographyPreview only: your access has ended',
      'EnglishFree',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Kerala Renaissance' })).toHaveAttribute(
      'href',
      '/courses/7',
    );
    expect(screen.getByRole('heading', { name: 'Have an access code?' })).toBeVisible();
    expect(screen.getByLabelText('Access code')).toBeVisible();
  });

  it('says so when the learner holds none, in Malayalam too', async () => {
    await i18n.changeLanguage('ml');
    fakeApi({ '/api/enrolment/my-courses': [] });
    renderAt(<MyCoursesPage />);
    expect(await screen.findByText('നിങ്ങൾ ഇതുവരെ ഒരു കോഴ്സിലും ചേർന്നിട്ടില്ല.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'എന്റെ കോഴ്സുകൾ' })).toBeVisible();
  });
});
