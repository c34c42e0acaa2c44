import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { applyApiError } from './form-errors';

describe('applyApiError', () => {
  it('puts per-field messages on the fields and leaves no alert when all were placed', () => {
    const setError = vi.fn();
    const err = new ApiError(400, 'VALIDATION_FAILED', 'phone: bad', [
      { field: 'phone', message: 'bad' },
    ]);
    expect(applyApiError(err, setError, ['name', 'phone'])).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'phone',
      { type: 'server', message: 'bad' },
      { shouldFocus: true },
    );
  });

  it('keeps the alert for errors that are about more than one field', () => {
    const setError = vi.fn();
    const err = new ApiError(409, 'EMAIL_TAKEN', 'Taken', [{ field: 'email', message: 'Taken' }]);
    expect(applyApiError(err, setError, ['email'])).toBe('Taken');
    expect(setError).toHaveBeenCalledOnce();
  });

  it('answers the message of errors without fields, and a generic one for anything else', () => {
    const setError = vi.fn();
    expect(applyApiError(new ApiError(0, 'NETWORK_ERROR', 'Offline'), setError, ['email'])).toBe(
      'Offline',
    );
    expect(applyApiError(new Error('x'), setError, ['email'])).toBe(
      'Something went wrong. Please try again.',
    );
    expect(setError).not.toHaveBeenCalled();
  });
});
