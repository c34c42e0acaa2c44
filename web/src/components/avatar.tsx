import { useState } from 'react';

export const DEFAULT_AVATAR = '/default-avatar.svg';

/** The user's picture; the default avatar when no url is given or the image fails (spec §1). */
export function Avatar({
  url,
  size = 36,
  alt = '',
}: {
  url?: string | null;
  size?: number;
  alt?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = url && failed !== url ? url : DEFAULT_AVATAR;
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      className="rounded-circle object-fit-cover bg-body-secondary"
      onError={() => setFailed(url ?? null)}
    />
  );
}
