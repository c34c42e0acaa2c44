import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
