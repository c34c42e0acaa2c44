import { useTranslation } from 'react-i18next';
import type { Transcode } from '@/lib/transcode';

/** Whether learners can see an item: published, or not yet. */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('console');
  return (
    <span className={`badge ${published ? 'text-bg-success' : 'text-bg-secondary'}`}>
      {published ? t('state.published') : t('state.draft')}
    </span>
  );
}

/** Where a video's HLS renditions stand; nothing when it plays as uploaded. */
export function TranscodeBadge({ state }: { state: Transcode }) {
  const { t } = useTranslation('console');
  if (!state) return null;
  return (
    <span className={`badge ms-2 ${state.state === 'failed' ? 'text-bg-danger' : 'text-bg-info'}`}>
      {t(`hls.${state.state}`, { percent: state.progress })}
    </span>
  );
}
