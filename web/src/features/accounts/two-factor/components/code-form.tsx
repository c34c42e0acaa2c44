import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import { TwoFactorCodeSchema } from '@pariksha/contracts/two-factor';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { applyApiError } from '../../lib/form-errors';
import type { CodeKind } from '../api/two-factor';

const CodeSchema = z.object({ code: TwoFactorCodeSchema });
type Code = z.infer<typeof CodeSchema>;

/**
 * The six-digit code of the authenticator app, or (when `backup`) one of the backup codes; a
 * refusal is shown at the field or above the form.
 */
export function CodeForm({
  label,
  submit,
  onCode,
  backup = true,
}: {
  label: string;
  submit: string;
  onCode: (code: string, kind: CodeKind) => Promise<void>;
  backup?: boolean;
}) {
  const { t } = useTranslation('twofactor');
  const [kind, setKind] = useState<CodeKind>('totp');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setError, formState, reset } = useForm<Code>({
    resolver: zodResolver(CodeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    setAlert(null);
    setBusy(true);
    try {
      await onCode(kind === 'totp' ? code.replace(/[\s-]/g, '') : code, kind);
    } catch (err) {
      setAlert(applyApiError(err, setError, ['code']));
    }
    setBusy(false);
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={label}>
      {alert && <Alert variant="danger">{alert}</Alert>}
      <TextField
        label={kind === 'totp' ? t('code.totp') : t('code.backup')}
        hint={kind === 'totp' ? t('code.totpHint') : t('code.backupHint')}
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        maxLength={32}
        registration={register('code')}
        error={formState.errors.code?.message}
      />
      <SubmitButton busy={busy}>{submit}</SubmitButton>
      {backup && (
        <Button
          variant="link"
          className="mt-2 px-0"
          onClick={() => {
            setKind(kind === 'totp' ? 'backup' : 'totp');
            reset({ code: '' });
            setAlert(null);
          }}
        >
          {kind === 'totp' ? t('code.useBackup') : t('code.useApp')}
        </Button>
      )}
    </Form>
  );
}
