import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveClass, LiveState } from '@pariksha/contracts/live';
import { VideoPlayer } from '@/components/video-player/video-player';
import { formatDateTime } from '@/lib/format';
import { liveRoute } from '../lib/paths';
import { useNow } from '../lib/time';
import { Countdown } from './countdown';

/**
 * What the class shows in its state: a waiting room with a countdown before it starts, the
 * stream while it is live (the app's one player for HLS, YouTube's for a YouTube live video),
 * and the recording or a clear end after.
 */
export function LiveStage({
  item,
  state,
  title,
}: {
  item: LiveClass;
  state: LiveState;
  title: string;
}) {
  const { t } = useTranslation('live');
  const now = useNow(1000);
  if (state === 'upcoming') {
    const late = Date.parse(item.startsAt) < now;
    return (
      <div className="ratio ratio-16x9 bg-body-tertiary rounded">
        <div className="d-flex flex-column justify-content-center align-items-center text-center p-3">
          <h2 className="h5">{t('waiting.title')}</h2>
          {!late && (
            <p className="h4 mb-2" aria-live="off">
              <Countdown to={item.startsAt} />
            </p>
          )}
          <p className="mb-0 small">
            {late ? t('waiting.late') : t('waiting.body', { at: formatDateTime(item.startsAt) })}
          </p>
        </div>
      </div>
    );
  }
  if (state === 'ended' || !item.stream) {
    return (
      <div className="ratio ratio-16x9 bg-body-tertiary rounded">
        <div className="d-flex flex-column justify-content-center align-items-center text-center p-3">
          <h2 className="h5">{t('ended.title')}</h2>
          {item.recordingId === null ? (
            <p className="mb-0 small">{t('ended.noRecording')}</p>
          ) : (
            <Link className="btn btn-primary" to={liveRoute.recording(Number(item.recordingId))}>
              {t('ended.recording')}
            </Link>
          )}
        </div>
      </div>
    );
  }
  if (item.stream.kind === 'youtube') {
    return (
      <div className="ratio ratio-16x9">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(item.stream.source)}?autoplay=1`}
          title={t('stream.youtube', { title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <VideoPlayer
      key={item.stream.source}
      source={{ kind: 'hls', url: item.stream.source }}
      captions={[]}
      title={title}
      live
    />
  );
}
