import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecordedClass } from '@pariksha/contracts/classes';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { VideoPlayer } from '@/components/video-player/video-player';
import { formatClock, formatNumber } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { useProgressSaving } from '../lib/use-progress-saving';
import { classRoute } from '../lib/paths';
import { ClassNotes } from './class-notes';
import { DemoBadge } from '@/components/demo-badge';

/** Resume only from a real point in the class: past its first seconds and before its end. */
export function resumeFrom(c: RecordedClass): number {
  const at = c.progress.positionSeconds;
  return at > 5 && at < c.durationSeconds - 10 ? at : 0;
}

/** One class: the player, where to go next, its tests and its notes. */
export function ClassPlayer({ item, aside }: { item: RecordedClass; aside?: ReactNode }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const video = useRef<HTMLVideoElement>(null);
  const [startAt] = useState(() => resumeFrom(item));
  const [resumed, setResumed] = useState(startAt > 0);
  useProgressSaving(item.id, video, item.progress.state);
  const title = inLanguage(item.title, item.titleMl, language);
  const unit = inLanguage(item.unit.title, item.unit.titleMl, language);
  const neighbour = (n: RecordedClass['next']) => n && inLanguage(n.title, n.titleMl, language);
  const [previous, next] = [neighbour(item.previous), neighbour(item.next)];

  return (
    <article aria-labelledby="class-title">
      <Breadcrumbs
        trail={[
          { label: item.course.course_name, to: classRoute.course(item.course.id) },
          { label: t('title'), to: classRoute.ofCourse(item.course.id) },
          {
            label: <span lang={unit.lang}>{unit.value}</span>,
            to: classRoute.ofUnit(item.course.id, item.unit.syllabus_id),
          },
        ]}
        current={<span lang={title.lang}>{title.value}</span>}
      />
      <div className="row g-4">
        <div className="col-lg-8">
          <h1 id="class-title" className="h4 mb-1" lang={title.lang}>
            {title.value}
          </h1>
          <p className="text-body-secondary small mb-2">
            {t('teacher', { name: item.teacher })} · {formatClock(item.durationSeconds)}
            <DemoBadge show={item.isDemo} className="ms-2" />
          </p>
          <VideoPlayer
            source={item.source}
            captions={item.captions}
            poster={item.thumbnail}
            title={title.value}
            startAt={startAt}
            videoRef={video}
          />
          {resumed && (
            <div
              className="alert alert-info d-flex flex-wrap align-items-center gap-2 py-2"
              role="status"
            >
              <span>{t('resumed', { at: formatClock(startAt) })}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => {
                  if (video.current) video.current.currentTime = 0;
                  setResumed(false);
                }}
              >
                {t('startOver')}
              </button>
            </div>
          )}
          <nav className="d-flex flex-wrap gap-2 mb-3" aria-label={t('inThisUnit')}>
            {item.previous && previous && (
              <Link
                className="btn btn-outline-secondary"
                to={classRoute.play(item.unit.syllabus_id, item.previous.id)}
              >
                ← {t('previous')}: <span lang={previous.lang}>{previous.value}</span>
              </Link>
            )}
            {item.next && next && (
              <Link
                className="btn btn-primary"
                to={classRoute.play(item.unit.syllabus_id, item.next.id)}
              >
                {t('next')}: <span lang={next.lang}>{next.value}</span> →
              </Link>
            )}
            {item.examCount > 0 && (
              <Link className="btn btn-outline-primary" to={classRoute.exams(item.id)}>
                {t('tests', { count: item.examCount, n: formatNumber(item.examCount) })}
              </Link>
            )}
          </nav>
        </div>
        <div className="col-lg-4">
          <ClassNotes item={item} />
          {aside}
        </div>
      </div>
    </article>
  );
}
