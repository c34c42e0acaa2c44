import { useRef, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, type UserDetails } from '@pariksha/contracts/accounts';
import { Avatar } from '@/components/avatar';
import { errorMessage } from '@/lib/api-client';
import { useUploadPhoto } from '../api/upload-photo';
import { useUpdateUserDetails } from '../api/update-user-details';

const TYPES: readonly string[] = PHOTO_TYPES;

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
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto(token);
  const update = useUpdateUserDetails(token);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || update.isPending;

  const fail = (err: unknown) =>
    setProblem(errorMessage(err, 'The photo could not be saved. Please try again.'));

  function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem('Choose a JPEG, PNG or WebP image.');
    if (file.size > PHOTO_MAX_BYTES)
      return setProblem('The photo is larger than 2 MB. Choose a smaller one.');
    upload.mutate(file, { onSuccess: onChanged, onError: fail });
  }

  return (
    <div className="d-flex align-items-center gap-3 mb-4 flex-wrap">
      <Avatar url={imageUrl} size={88} alt={imageUrl ? 'Your photo' : 'No photo yet'} />
      <div className="d-grid gap-2">
        <div className="d-flex gap-2 flex-wrap">
          <Button
            variant="outline-primary"
            size="sm"
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {upload.isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            {imageUrl ? 'Change photo' : 'Add a photo'}
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
              Remove photo
            </Button>
          )}
        </div>
        <span className="small text-body-secondary">JPEG, PNG or WebP, up to 2 MB. Optional.</span>
      </div>
      <input
        ref={input}
        type="file"
        accept={TYPES.join(',')}
        hidden
        aria-label="Profile photo"
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
