import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { Trans, useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, type UserDetails } from '@pariksha/contracts/accounts';
import { Avatar } from '@/components/avatar';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useUploadPhoto } from '../api/upload-photo';
import { useUpdateUserDetails } from '../api/update-user-details';
import { fieldError } from '../lib/form-errors';

const TYPES: readonly string[] = PHOTO_TYPES;
const MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;
// File types and units stay in Latin letters in Malayalam text, marked so they are read in English.
const marks = { en: <span lang="en" /> };

/** The profile photo: chosen, checked here for type and size, uploaded at once; or removed. */
export function PhotoPicker({
  token,
  imageUrl,
  onChanged,
}: {
  token: string;
  imageUrl: string | null;
  onChanged: (details: UserDetails) => void;
}) {
  const { t } = useTranslation('accounts');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto(token);
  const update = useUpdateUserDetails(token);
  const [problem, setProblem] = useState<ReactNode>(null);
  const busy = upload.isPending || update.isPending;
  const size = formatNumber(MAX_MB);
  const say = (key: string) => <Trans t={t} i18nKey={key} values={{ size }} components={marks} />;

  // The server names what is wrong with the photo itself; any other failure, by its code.
  const fail = (err: unknown) =>
    setProblem(fieldError(err, 'photo') ?? errorMessage(err, t('photo.failed')));

  function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(say('photo.wrongType'));
    if (file.size > PHOTO_MAX_BYTES) return setProblem(say('photo.tooLarge'));
    upload.mutate(file, { onSuccess: onChanged, onError: fail });
  }

  return (
    <div className="d-flex align-items-center gap-3 mb-4 flex-wrap">
      <Avatar url={imageUrl} size={88} alt={imageUrl ? t('photo.yours') : t('photo.none')} />
      <div className="d-grid gap-2">
        <div className="d-flex gap-2 flex-wrap">
          <Button
            variant="outline-primary"
            size="sm"
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {upload.isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            {imageUrl ? t('photo.change') : t('photo.add')}
          </Button>
          {imageUrl && (
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={busy}
              onClick={() =>
                update.mutate({ imageUrl: null }, { onSuccess: onChanged, onError: fail })
              }
            >
              {t('photo.remove')}
            </Button>
          )}
        </div>
        <span className="small text-body-secondary">{say('photo.hint')}</span>
      </div>
      <input
        ref={input}
        type="file"
        accept={TYPES.join(',')}
        hidden
        aria-label={t('photo.input')}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {problem && (
        <Alert variant="danger" className="w-100 mb-0 py-2">
          {problem}
        </Alert>
      )}
    </div>
  );
}
