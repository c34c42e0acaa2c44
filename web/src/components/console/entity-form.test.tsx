import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { EntityForm } from './entity-form';
import type { FieldDef } from './form-values';

const fields: FieldDef[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'nameMl', label: 'Name in Malayalam', kind: 'text', nullable: true },
  { name: 'body', label: 'Body', kind: 'html', required: true },
  {
    name: 'level',
    label: 'Level',
    kind: 'select',
    required: true,
    options: [{ value: 1, label: 'Degree' }],
  },
  {
    name: 'file',
    label: 'Document',
    kind: 'upload',
    upload: 'pdf',
    accept: '.pdf',
    required: true,
  },
  {
    name: 'cover',
    label: 'Cover',
    kind: 'upload',
    upload: 'course-image',
    accept: 'image/png',
    emptyImage: '/course-cover.svg',
  },
  { name: 'published', label: 'Published', kind: 'checkbox' },
];

/** A field's label, mark, input, problem and hint. */
const block = (input: HTMLElement) => input.closest('.mb-3, .form-check');

const renderForm = (f: FieldDef[] = fields, onSubmit = vi.fn(async () => {})) =>
  render(<EntityForm fields={f} item={{ level: 1 }} submitLabel="Create" onSubmit={onSubmit} />);

describe('a console form built from its fields', () => {
  it('marks the required fields before anything is sent, and says once what the mark means', () => {
    renderForm();
    for (const name of ['Name', 'Body', 'Level', 'Document']) {
      const input = screen.getByLabelText(name);
      expect(input, name).toBeRequired();
      expect(input, name).toHaveAttribute('aria-required', 'true');
      expect(block(input), name).toHaveTextContent(new RegExp(`^${name}\\*`));
    }
    for (const name of ['Name in Malayalam', 'Cover', 'Published']) {
      expect(screen.getByLabelText(name), name).not.toBeRequired();
      expect(block(screen.getByLabelText(name)), name).not.toHaveTextContent('*');
    }
    // The mark is seen, not read out: the label names the field without it.
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Create' }).closest('form')!;
    expect(within(form).getAllByText('required')).toHaveLength(1);
    const legend = within(form).getByText('required');
    expect(legend.compareDocumentPosition(screen.getByLabelText('Name'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('says nothing of required fields when it has none', () => {
    renderForm(fields.filter((f) => !f.required));
    expect(screen.queryByText('required')).toBeNull();
  });

  it('shows the picture learners will see while none is uploaded', () => {
    const { container } = renderForm();
    expect(container.querySelector('img[src="/course-cover.svg"]')).not.toBeNull();
  });

  it('takes an uploaded picture back to the one learners see without it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    const { container } = render(
      <EntityForm
        fields={fields.filter((f) => f.name === 'cover')}
        item={{ cover: 'courses/u1/own.png' }}
        submitLabel="Save"
        onSubmit={onSubmit}
      />,
    );
    expect(container.querySelector('img[src="/media/courses/u1/own.png"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use the default cover' }));
    expect(container.querySelector('img[src="/course-cover.svg"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Use the default cover' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ cover: '/course-cover.svg' });
  });

  it('shows the server’s problem at its required field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Some of what you entered needs a change.', [
        { field: 'name', message: 'Enter the name' },
      ]);
    });
    renderForm(fields.slice(0, 2), onSubmit);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: '', nameMl: null });
    const name = screen.getByLabelText('Name');
    expect(await screen.findByText('Enter the name')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter the name');
  });
});
