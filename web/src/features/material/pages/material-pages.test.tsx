import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Material, MaterialOfCourse, MaterialSummary } from '@pariksha/contracts/material';
import { clearSession, setSession } from '@/lib/session';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import MaterialPage from './material-page';
import PdfPage from './pdf-page';

const openPdf = vi.fn();
vi.mock('../lib/pdfjs', () => ({
  openPdf: (url: string) => openPdf(url),
  renderTextLayer: vi.fn(),
}));

const doc = (c: Partial<MaterialSummary>): MaterialSummary => ({
  locked: false,
  preview: false,
  id: 1,
  courseId: 7,
  syllabus_id: null,
  title: 'LDC: course guide',
  titleMl: 'എൽ.ഡി.സി: കോഴ്സ് ഗൈഡ്',
  pages: 3,
  sizeBytes: 6_200,
  addedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  lastPage: null,
  isDemo: true,
  ...c,
});

beforeEach(() => {
  setSession('token', { id: 'u1', name: 'Asha', email: 'asha@example.com' });
  // jsdom measures nothing: the reader's viewer is simply never resized.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  openPdf.mockReset();
});

describe('MaterialPage', () => {
  it("lists the course's documents, course-wide first, with pages, size, when added and the last page read", async () => {
    const answer: MaterialOfCourse = {
      course: { id: 7, course_name: 'LDC Complete Course', access: { kind: 'free', until: null } },
      groups: [
        {
          syllabus_id: null,
          title: null,
          titleMl: null,
          documents: [
            doc({}),
            doc({
              id: 2,
              title: 'Question bank',
              titleMl: null,
              pages: 320,
              sizeBytes: 2_540_000,
              lastPage: 120,
            }),
          ],
        },
        {
          syllabus_id: 11,
          title: 'Indian History',
          titleMl: null,
          documents: [
            doc({ id: 3, title: 'Unit 1 notes', titleMl: null, syllabus_id: 11, pages: 1 }),
          ],
        },
      ],
    };
    fakeApi({ '/api/material/7': answer });
    renderAt(<MaterialPage />, '/material/7', '/material/:id');
    const whole = await screen.findByRole('list', { name: 'For the whole course' });
    const [guide, bank] = within(whole).getAllByRole('listitem');
    expect(within(guide!).getByRole('link', { name: 'LDC: course guide' })).toHaveAttribute(
      'href',
      '/pdf?material=1',
    );
    expect(guide).toHaveTextContent('3 pages · 6 KB · added 3 days ago');
    expect(within(guide!).getByText('New')).toBeVisible();
    expect(bank).toHaveTextContent('320 pages · 2.5 MB');
    expect(within(bank!).getByText('Last read: page 120')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Indian History' })).getByText(/1 page ·/),
    ).toBeVisible();
  });

  it('shows a locked document with a lock and no link to open, and a preview with its badge', async () => {
    const restricted = { kind: 'preview-only' as const, until: null };
    fakeApi({
      '/api/material/7': {
        course: { id: 7, course_name: 'LDC', access: restricted },
        groups: [
          {
            syllabus_id: null,
            title: null,
            titleMl: null,
            documents: [
              doc({ id: 1, title: 'Sample chapter', titleMl: null, preview: true }),
              doc({ id: 2, title: 'Question bank', titleMl: null, locked: true }),
            ],
          },
        ],
      },
    });
    renderAt(<MaterialPage />, '/material/7', '/material/:id');
    const whole = await screen.findByRole('list', { name: 'For the whole course' });
    const [sample, bank] = within(whole).getAllByRole('listitem');
    expect(within(sample!).getByRole('link', { name: 'Sample chapter' })).toBeVisible();
    expect(within(sample!).getByText('Free preview')).toBeVisible();
    expect(within(bank!).queryByRole('link', { name: 'Question bank' })).toBeNull();
    expect(bank).toHaveTextContent('Locked: for enrolled learners.');
    const way = within(bank!).getByRole('link', { name: 'How to get access' });
    expect(way).toHaveAttribute('href', '/courses/7');
    expect(way).toHaveAccessibleDescription('Question bank');
  });

  it('says when a course has no material, and is not found for a course that is not there', async () => {
    fakeApi({
      '/api/material/7': {
        course: { id: 7, course_name: 'LDC', access: { kind: 'free', until: null } },
        groups: [],
      },
    });
    renderAt(<MaterialPage />, '/material/7', '/material/:id');
    expect(await screen.findByText('This course has no study material yet.')).toBeVisible();
  });
});

describe('PdfPage', () => {
  const material = (c: Partial<Material> = {}): Material => ({
    ...doc({ id: 2, title: 'Question bank', titleMl: null, pages: 320, lastPage: 120 }),
    course: { id: 7, course_name: 'LDC Complete Course', access: { kind: 'free', until: null } },
    unit: null,
    description: '',
    descriptionMl: null,
    fileUrl: '/media/material/bank/bank.pdf',
    downloadable: false,
    ...c,
  });

  it('says clearly when the file cannot be opened, and tries again', async () => {
    const user = userEvent.setup();
    fakeApi({ '/api/material/document/2': material() });
    openPdf.mockRejectedValue(new Error('network'));
    renderAt(<PdfPage />, '/pdf?material=2', '/pdf');
    expect(await screen.findByRole('alert')).toHaveTextContent('The document could not be opened.');
    expect(openPdf).toHaveBeenCalledWith('/media/material/bank/bank.pdf');
    openPdf.mockReturnValue(new Promise(() => undefined));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(openPdf).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not found for a document that is not there, and asks for one when none is named', async () => {
    fakeApi({});
    const first = renderAt(<PdfPage />, '/pdf?material=999', '/pdf');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
    first.unmount();
    renderAt(<PdfPage />, '/pdf', '/pdf');
    expect(screen.getByRole('heading', { level: 1, name: 'Study material' })).toBeVisible();
    expect(screen.getByText("Choose a document from a course's study material.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your courses' })).toHaveAttribute('href', '/');
  });
});
