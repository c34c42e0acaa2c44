import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldMessage } from './field-message';

/** A password input with a show/hide switch; `rules` are shown below it before anyone submits. */
export function PasswordField({
  label,
  registration,
  error,
  rules,
  autoComplete,
}: {
  label?: string;
  registration: UseFormRegisterReturn;
  error?: string;
  rules?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const rulesId = `${id}-rules`;
  const errorId = `${id}-error`;
  const describedBy =
    [rules ? rulesId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label ?? t('form.password')}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          isInvalid={!!error}
          aria-describedby={describedBy}
          aria-invalid={!!error}
          {...registration}
        />
        <Button
          variant="outline-secondary"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
        >
          {shown ? t('form.hide') : t('form.show')}
        </Button>
        <Form.Control.Feedback type="invalid" id={errorId}>
          {fieldMessage(error, t)}
        </Form.Control.Feedback>
      </InputGroup>
      {rules && (
        <Form.Text id={rulesId} className="d-block">
          {rules}
        </Form.Text>
      )}
    </Form.Group>
  );
}
