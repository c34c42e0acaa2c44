import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

export function ConfirmCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const { t } = useTranslation('accounts');
  const id = useId();
  return (
    <Form.Check
      id={id}
      className="mb-3"
      type="checkbox"
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      label={t('delete.confirm')}
    />
  );
}
