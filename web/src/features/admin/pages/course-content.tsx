import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUnit } from '@pariksha/contracts/admin';
import type { AdminExam } from '@pariksha/contracts/admin-exams';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { EmptyState } from '@/components/empty-state';
import { formatClock, formatDateTime, formatNumber } from '@/lib/format';
import { classUrl } from '@pariksha/contracts/classes-paths';
import { useAdminGet, useMe } from '../api/admin';
import { ContentList } from '../components/content-list';
import {
  contentDefaults,
  liveClassFields,
  materialFields,
  recordedClassFields,
} from '../lib/fields';

type Named = { id: number; title: string };
type Stored = Named & { updatedAt: string };
type Transcoded = { transcode: { state: string; progress: number } | null };
/** While renditions are being made the list is read again every few seconds. */
export const underWay = (items: Transcoded[]) =>
  items.some((i) => i.transcode && ['queued', 'running'].includes(i.transcode.state));

/** Where a video's HLS renditions stand; nothing when it plays as uploaded. */
export function TranscodeBadge({ state }: { state: Transcoded['transcode'] }) {
  const { t } = useTranslation('admin');
  if (!state) return null;
  return (
    <span className={`badge ms-2 ${state.state === 'failed' ? 'text-bg-danger' : 'text-bg-info'}`}>
      {t(`classes.hls.${state.state}`, { percent: state.progress })}
    </span>
  );
}

/** A course's recorded classes, unit by unit. */
export function RecordedClasses({ courseId }: { courseId: number }) {
  const { t } = useTranslation('admin');
  const units = useAdminGet<AdminUnit[]>(adminUrl.units(courseId));
  const exams = useAdminGet<AdminExam[]>(adminUrl.exams(courseId));
  const [unitId, setUnitId] = useState<number | null>(null);
  if (!units.data || !exams.data) return null;
  if (units.data.length === 0) return <EmptyState text={t('classes.noUnits')} />;
  const unit = unitId ?? units.data[0]!.id;
  return (
    <>
      <label className="form-label" htmlFor="admin-class-unit">
        {t('f.unit')}
      </label>
      <select
        id="admin-class-unit"
        className="form-select mb-3"
        value={unit}
        onChange={(e) => setUnitId(Number(e.target.value))}
      >
        {units.data.map((u) => (
          <option key={u.id} value={u.id}>
            {u.title}
          </option>
        ))}
      </select>
      <ContentList<Stored & { durationSeconds: number; teacher: string; used: number } & Transcoded>
        key={unit}
        heading={t('classes.title')}
        headingId="admin-classes"
        listPath={adminUrl.recordedClasses(unit)}
        itemPath={adminUrl.recordedClass}
        fields={recordedClassFields(t, exams.data)}
        defaults={contentDefaults}
        addLabel={t('classes.new')}
        empty={t('classes.none')}
        pollWhile={underWay}
        summary={(c) => (
          <>
            {t('classes.summary', {
              teacher: c.teacher,
              length: formatClock(c.durationSeconds),
              used: c.used,
            })}
            <TranscodeBadge state={c.transcode} />
          </>
        )}
      />
    </>
  );
}

/** A course's documents. */
export function Material({ courseId }: { courseId: number }) {
  const { t } = useTranslation('admin');
  const units = useAdminGet<AdminUnit[]>(adminUrl.units(courseId));
  if (!units.data) return null;
  return (
    <ContentList<Stored & { pages: number; sizeBytes: number; used: number }>
      heading={t('material.title')}
      headingId="admin-material"
      listPath={adminUrl.materials(courseId)}
      itemPath={adminUrl.material}
      fields={materialFields(t, units.data)}
      defaults={contentDefaults}
      addLabel={t('material.new')}
      empty={t('material.none')}
      summary={(m) =>
        t('material.summary', {
          pages: m.pages,
          size: formatNumber(Math.round(m.sizeBytes / 100_000) / 10),
          used: m.used,
        })
      }
    />
  );
}

/** A course's live classes; a new one is run by whoever schedules it. */
export function LiveClasses({ courseId }: { courseId: number }) {
  const { t } = useTranslation('admin');
  const me = useMe();
  const exams = useAdminGet<AdminExam[]>(adminUrl.exams(courseId));
  // Recordings are published recorded classes of the course, as learners see them.
  const classes = useAdminGet<{ units: { classes: Named[] }[] }>(classUrl.ofCourse(courseId));
  if (!exams.data || !me.data) return null;
  const recordings = classes.data?.units.flatMap((u) => u.classes) ?? [];
  return (
    <ContentList<Stored & { startsAt: string; state: string; teacherUserId: string | null }>
      heading={t('live.title')}
      headingId="admin-live"
      listPath={adminUrl.liveClasses(courseId)}
      itemPath={adminUrl.liveClass}
      fields={liveClassFields(t, exams.data, recordings)}
      defaults={{
        ...contentDefaults,
        plannedMinutes: 60,
        streamKind: 'hls',
        recordingId: null,
        teacherUserId: null,
      }}
      toBody={(v, item) => ({ ...v, teacherUserId: item ? item.teacherUserId : me.data.userId })}
      addLabel={t('live.new')}
      empty={t('live.none')}
      summary={(c) => (
        <>
          {t('live.summary', {
            when: formatDateTime(c.startsAt),
            state: t(`live.state.${c.state}`),
          })}{' '}
          {/* Going live, ending and moderating the chat happen on the class's own page. */}
          <Link to={`/liveVideo/${c.id}`}>{t('live.run')}</Link>
        </>
      )}
    />
  );
}
