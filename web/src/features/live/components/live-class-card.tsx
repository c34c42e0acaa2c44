import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveClassSummary } from '@pariksha/contracts/live';
import { ItemTitle, PreviewBadge } from '@/components/access/item-access';
import { errorMessage } from '@/lib/api-client';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { downloadCalendar } from '../api/download-calendar';
import { liveRoute } from '../lib/paths';
import { Countdown } from './countdown';
import { ClassWhen } from './class-when';
import { DemoBadge } from '@/components/demo-badge';

/** One class in a course's schedule: when, who, and what can be done with it now. */
export function LiveClassCard({ item }: { item: LiveClassSummary }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const title = inLanguage(item.title, item.titleMl, language);
  return (
    <li className="list-group-item live-class-card">
      <div className="d-flex flex-wrap gap-2 align-items-start justify-content-between">
        <div className="me-auto">
          <h3 className="h6 mb-1" lang={title.lang}>
            {item.state === 'ended' && !item.locked ? (
              <>
                {title.value}
                {item.preview && <PreviewBadge />}
              </>
            ) : (
              <ItemTitle
                item={item}
                to={liveRoute.watch(item.id)}
                courseTo={liveRoute.course(item.courseId)}
                className=""
              >
                {title.value}
              </ItemTitle>
            )}
            {item.state === 'live' && (
              <span className="badge text-bg-danger ms-2">{t('liveBadge')}</span>
            )}
            <DemoBadge show={item.isDemo} className="ms-2" />
          </h3>
          <ClassWhen item={item} className="mb-1" />
          {item.state === 'upcoming' && (
            <p className="small mb-0">
              <Countdown to={item.startsAt} />
            </p>
          )}
        </div>
        <div className="d-flex flex-wrap gap-2">
          {item.state === 'live' && !item.locked && (
            <Link
              className="btn btn-danger btn-sm"
              to={liveRoute.watch(item.id)}
              aria-label={t('joinLabel', { title: title.value })}
            >
              {t('join')}
            </Link>
          )}
          {item.state === 'upcoming' && (
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              aria-label={t('addToCalendarLabel', { title: title.value })}
              onClick={() => {
                setCalendarError(null);
                downloadCalendar(item.id).catch((err: unknown) =>
                  setCalendarError(errorMessage(err, t('calendarFailed'))),
                );
              }}
            >
              {t('addToCalendar')}
            </button>
          )}
          {item.state === 'ended' &&
            !item.locked &&
            (item.recordingId === null ? (
              <span className="small text-body-secondary">{t('noRecording')}</span>
            ) : (
              <Link
                className="btn btn-outline-primary btn-sm"
                to={liveRoute.recording(Number(item.recordingId))}
              >
                {t('recording')}
              </Link>
            ))}
        </div>
      </div>
      {calendarError && (
        <p role="alert" className="small text-danger mb-0 mt-1">
          {calendarError}
        </p>
      )}
    </li>
  );
}
