import { useId } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from './field-message';

/** A labelled select whose error is tied to it and shown in the interface language. */
export function SelectField({
  label,
  placeholder,
  options,
  registration,
  error,
  disabled,
}: {
  label: string;
  placeholder: string;
  options: { id: number; name: string }[];
  registration: UseFormRegisterReturn;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        isInvalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {fieldMessage(error, t)}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
