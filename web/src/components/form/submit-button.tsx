import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';

export function SubmitButton({
  busy,
  children,
  variant = 'primary',
  disabled = false,
}: {
  busy: boolean;
  children: ReactNode;
  variant?: string;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" variant={variant} className="w-100" size="lg" disabled={busy || disabled}>
      {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
