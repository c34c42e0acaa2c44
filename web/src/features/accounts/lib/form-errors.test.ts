import { describe, expect, it, vi } from 'vitest';
import { FieldMessage } from '@pariksha/contracts/accounts';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { alertMessage, applyApiError, fieldError } from './form-errors';

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

  it('keeps the alert, in the words of the error code, for errors about more than one field', () => {
    const setError = vi.fn();
    const err = new ApiError(409, 'EMAIL_TAKEN', 'Taken', [{ field: 'email', message: 'Taken' }]);
    expect(applyApiError(err, setError, ['email'])).toBe(
      'An account with this email already exists. Sign in instead, or use another email.',
    );
    expect(setError).toHaveBeenCalledOnce();
  });

  it('alerts about a field it could not place', () => {
    const err = new ApiError(400, 'VALIDATION_FAILED', 'x', [{ field: 'other', message: 'bad' }]);
    expect(applyApiError(err, vi.fn(), ['email'])).toBe(
      'Some of what you entered needs a change. Check the fields and try again.',
    );
  });

  it('answers the message of errors without fields, and a generic one for anything else', () => {
    const setError = vi.fn();
    expect(applyApiError(new ApiError(0, 'NETWORK_ERROR', 'Offline'), setError, ['email'])).toBe(
      'You appear to be offline. Check your connection and try again.',
    );
    expect(applyApiError(new Error('x'), setError, ['email'])).toBe(
      'Something went wrong. Please try again.',
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it('says the alert in the interface language', async () => {
    await i18n.changeLanguage('ml');
    const err = new ApiError(401, 'INVALID_CREDENTIALS', 'The email or password is not correct.');
    expect(applyApiError(err, vi.fn(), ['email'])).toBe('ഇമെയിൽ അല്ലെങ്കിൽ പാസ്‌വേഡ് ശരിയല്ല.');
  });
});

describe('alertMessage', () => {
  it('says how long to wait after too many sign-in attempts', async () => {
    const err = new ApiError(429, 'RATE_LIMITED', 'Too many', undefined, '42');
    expect(alertMessage(err)).toBe('Too many attempts. Please try again in 42 s.');
    await i18n.changeLanguage('ml');
    expect(alertMessage(err)).toContain('42 സെക്കൻഡ്');
  });

  it('falls back to the code’s message when the wait is not given in seconds', () => {
    const err = new ApiError(429, 'RATE_LIMITED', 'Too many', undefined, 'Wed, 21 Oct 2026');
    expect(alertMessage(err)).toBe('Too many tries in a short time. Wait a minute and try again.');
  });
});

describe('fieldError', () => {
  it('answers the message about one field from the catalogue, in the interface language', async () => {
    const err = new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'x', [
      { field: 'photo', message: FieldMessage.photoType },
    ]);
    expect(fieldError(err, 'photo')).toBe('The photo must be a JPEG, PNG or WebP image.');
    expect(fieldError(err, 'name')).toBeNull();
    await i18n.changeLanguage('ml');
    expect(fieldError(err, 'photo')).toBe('ഫോട്ടോ JPEG, PNG അല്ലെങ്കിൽ WebP ചിത്രമായിരിക്കണം.');
  });
});
