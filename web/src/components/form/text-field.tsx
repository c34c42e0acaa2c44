import { useId, type InputHTMLAttributes } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from './field-message';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'readOnly' | 'maxLength'
>;

/**
 * A labelled input whose error and hint are tied to it for screen readers; the error is shown in
 * the interface language.
 */
export function TextField({ label, registration, error, hint, ...input }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...input}
        isInvalid={!!error}
        aria-invalid={!!error}
        aria-describedby={describedBy || undefined}
        {...registration}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {fieldMessage(error, t)}
      </Form.Control.Feedback>
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
