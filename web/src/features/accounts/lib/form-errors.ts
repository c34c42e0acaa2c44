import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldMessage } from '@/components/form/field-message';
import { ApiError, errorMessage, fieldProblems } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * What the alert above an accounts form says about a failure, in the interface language: the
 * message of the API's error code; a refused sign-in also says how long to wait.
 */
export function alertMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
    const seconds = Number(error.retryAfter);
    if (Number.isInteger(seconds) && seconds > 0) {
      return i18n.t('login.rateLimited', { ns: 'accounts', seconds });
    }
  }
  return errorMessage(error);
}

/** The API's message about one field (a photo refused by type or size), in the interface language. */
export function fieldError(error: unknown, field: string): string | null {
  const message = fieldProblems(error).find((d) => d.field === field)?.message;
  return message ? fieldMessage(message) : null;
}

/**
 * Puts the API's per-field messages on the form's fields (the fields show them in the interface
 * language) and answers the message for the alert above the form (null when every problem sits
 * on a field).
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError)) return alertMessage(error);
  const details = fieldProblems(error);
  let placed = 0;
  for (const d of details) {
    const field = fields.find((f) => f === d.field);
    if (field) {
      setError(field, { type: 'server', message: d.message }, { shouldFocus: placed === 0 });
      placed += 1;
    }
  }
  if (placed > 0 && placed === details.length && error.code === 'VALIDATION_FAILED') return null;
  return alertMessage(error);
}
