import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CoursePage from '@/features/catalogue/pages/course-page';
import { course, units } from '@/features/catalogue/testing/fixtures';
import PdfPage from '@/features/material/pages/pdf-page';
import { fakeApi, reply } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import { EnrolmentSlots } from './access-slots';

afterEach(() => vi.unstubAllGlobals());

const notEnrolled = reply(403, {
  error: { code: 'NOT_ENROLLED', message: 'Not enrolled', details: { courseId: 7 } },
});

describe('an item of a course the learner has not joined, opened by its address', () => {
  it('shows the locked screen with the code entry, the institute and the way back', async () => {
    fakeApi({
      '/api/material/document/3': notEnrolled,
      'POST /api/enrolment/redeem': reply(400, {
        error: { code: 'ACCESS_CODE_INVALID', message: 'Invalid' },
      }),
    });
    renderAt(
      <EnrolmentSlots>
        <PdfPage />
      </EnrolmentSlots>,
      '/pdf?material=3',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This is for enrolled learners' }),
    ).toBeVisible();
    expect(screen.getByText(/Ask your institute/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute(
      'href',
      '/courses/7',
    );
    await userEvent.type(screen.getByLabelText('Access code'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Enter code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not valid.');
  });
});

describe('a restricted course the learner has not joined', () => {
  it('takes a code on its page; once it opens, the page says so at once and keeps the answer', async () => {
    let joined = false;
    fakeApi({
      '/api/course/7': () =>
        course({
          access: joined
            ? { kind: 'enrolled', until: '2027-03-31T12:00:00.000Z' }
            : { kind: 'none', until: null },
        }),
      '/api/syllabus/7': units,
      'POST /api/enrolment/redeem': () => {
        joined = true;
        return {
          courses: [{ id: 7, course_name: 'Kerala Renaissance' }],
          until: '2027-03-31T12:00:00.000Z',
          already: false,
        };
      },
    });
    renderAt(
      <EnrolmentSlots>
        <CoursePage />
      </EnrolmentSlots>,
      '/courses/7',
      '/courses/:id',
    );
    expect(
      await screen.findByRole('heading', { name: 'This course is for enrolled learners' }),
    ).toBeVisible();
    expect(screen.getByText('Enrolled learners')).toBeVisible();
    await userEvent.type(await screen.findByLabelText('Access code'), 'k7qm-x3p9-ht');
    await userEvent.click(screen.getByRole('button', { name: 'Enter code' }));
    expect(await screen.findByText('Enrolled until 31 Mar 2027')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'You have joined this course' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Done: Kerala Renaissance is open to you. Your access lasts until 31 Mar 2027.',
    );
    expect(screen.queryByText('Enrolled learners')).toBeNull();
  });
});
