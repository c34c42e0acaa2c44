import { useId } from 'react';
import { Form } from 'react-bootstrap';

export function ConfirmCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <Form.Check
      id={id}
      className="mb-3"
      type="checkbox"
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      label="I understand that my account and personal data will be deleted for good."
    />
  );
}
