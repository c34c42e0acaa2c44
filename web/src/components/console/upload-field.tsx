import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '@pariksha/contracts/admin-paths';
import { errorMessage } from '@/lib/api-client';
import { uploadFile } from '@/lib/api/upload-file';

/** A video file's length in whole seconds (rounded up), read by the browser; undefined if it cannot. */
function lengthOf(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (seconds?: number) => {
      URL.revokeObjectURL(url);
      resolve(seconds && Number.isFinite(seconds) ? Math.ceil(seconds) : undefined);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(video.duration);
    video.onerror = () => done();
    video.src = url;
  });
}

/** Where a picture held by the field is seen: an upload's key is under /media/. */
const pictureSrc = (value: string) => (value.startsWith('/') ? value : `/media/${value}`);

/**
 * A file chosen, sent with a progress bar, and named by the key the server answered. A failed or
 * cancelled upload can be started again; the key held so far stays until a new one arrives. A
 * picture shows what it holds, or `emptyImage` while it holds none; an optional one can go back to
 * `emptyImage`.
 */
export function UploadField({
  id,
  kind,
  accept,
  value,
  onChange,
  invalid,
  required,
  emptyImage,
  ...aria
}: {
  id: string;
  kind: UploadKind;
  accept: string;
  value: string;
  onChange: (key: string, details?: { pages?: number; durationSeconds?: number }) => void;
  invalid?: boolean;
  required?: boolean;
  /** The picture shown while none is uploaded (what learners see instead). */
  emptyImage?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  const { t } = useTranslation('console');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const abort = useRef<AbortController | null>(null);

  async function start(chosen: File) {
    setFile(chosen);
    setError(null);
    setProgress(0);
    abort.current = new AbortController();
    try {
      const [upload, durationSeconds] = await Promise.all([
        uploadFile(kind, chosen, setProgress, abort.current.signal),
        kind === 'video' ? lengthOf(chosen) : undefined,
      ]);
      onChange(upload.key, { pages: upload.pages, durationSeconds });
      setProgress(null);
    } catch (err) {
      setProgress(null);
      setError(err);
    }
  }

  const percent = progress === null ? null : Math.round(progress * 100);
  const isPicture = kind === 'image' || kind === 'course-image';
  const picture = isPicture && (value ? pictureSrc(value) : emptyImage);
  return (
    <div>
      <input
        id={id}
        type="file"
        accept={accept}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        aria-required={required || undefined}
        required={required}
        disabled={percent !== null}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) void start(chosen);
        }}
      />
      {percent !== null && (
        <div className="d-flex align-items-center gap-2 mt-2">
          <div
            className="progress flex-grow-1"
            role="progressbar"
            aria-label={t('upload.progress', { name: file?.name ?? '' })}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuetext={t('upload.percent', { percent })}
          >
            <div className="progress-bar" style={{ width: `${percent}%` }}>
              {percent} %
            </div>
          </div>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => abort.current?.abort()}
          >
            {t('form.cancel')}
          </button>
        </div>
      )}
      {error !== null && (
        <div
          className="alert alert-danger py-1 px-2 mt-2 small d-flex align-items-center gap-2"
          role="alert"
        >
          <span className="me-auto">{errorMessage(error)}</span>
          {file && (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => void start(file)}
            >
              {t('upload.retry')}
            </button>
          )}
        </div>
      )}
      {value && value !== emptyImage && percent === null && (
        <div className="form-text d-flex flex-wrap align-items-center gap-2">
          <span>
            {t('upload.current')} <code>{value}</code>
          </span>
          {emptyImage && !required && (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => onChange(emptyImage)}
            >
              {t('upload.useDefault')}
            </button>
          )}
        </div>
      )}
      {picture && (
        <img
          src={picture}
          alt=""
          width={160}
          height={90}
          className="d-block mt-2 rounded border object-fit-cover"
        />
      )}
    </div>
  );
}
