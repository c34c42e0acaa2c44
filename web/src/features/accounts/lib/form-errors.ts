import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '@/lib/api-client';

/**
 * Puts the API's per-field messages on the form's fields and answers the message for the
 * alert above the form (null when every problem sits on a field).
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error);
  const details = Array.isArray(error.details)
    ? (error.details as { field?: string; message?: string }[])
    : [];
  let placed = 0;
  for (const d of details) {
    const field = fields.find((f) => f === d.field);
    if (field && d.message) {
      setError(field, { type: 'server', message: d.message }, { shouldFocus: placed === 0 });
      placed += 1;
    }
  }
  if (placed > 0 && placed === details.length && error.code === 'VALIDATION_FAILED') return null;
  return error.message;
}
