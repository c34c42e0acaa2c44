import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './password-field';

const registration = {
  name: 'password',
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
};

describe('password field', () => {
  it('takes a pasted password, shows it while asked, and masks it again', async () => {
    render(<PasswordField registration={registration} autoComplete="new-password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    // Nothing stops a paste (or a password manager) from filling it.
    expect(fireEvent.paste(input)).toBe(true);
    await userEvent.click(input);
    await userEvent.paste('correct horse battery staple');
    expect(input).toHaveValue('correct horse battery staple');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
