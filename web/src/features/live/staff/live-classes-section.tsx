import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { choices, publishedField, titleFields } from '@/components/console/common-fields';
import { ContentList } from '@/components/console/content-list';
import type { FieldDef } from '@/components/console/form-values';
import { formatDateTime } from '@/lib/format';
import { useStoredUser } from '@/lib/session';
import { createLiveClass } from '../api/create-live-class';
import { deleteLiveClass } from '../api/delete-live-class';
import { useStaffLiveClasses, type StaffLiveClass } from '../api/get-staff-live-classes';
import { updateLiveClass } from '../api/update-live-class';

type Named = { id: number; title: string };

const liveClassFields = (
  t: TFunction<'console'>,
  exams: Named[],
  recordings: Named[],
): FieldDef[] => [
  ...titleFields(t),
  { name: 'teacher', label: t('f.teacher'), kind: 'text', required: true },
  { name: 'startsAt', label: t('f.startsAt'), kind: 'datetime', required: true },
  {
    name: 'plannedMinutes',
    label: t('f.plannedMinutes'),
    kind: 'number',
    min: 5,
    step: 5,
    required: true,
  },
  {
    name: 'streamKind',
    label: t('f.streamKind'),
    kind: 'select',
    required: true,
    options: [
      { value: 'hls', label: t('f.streamHls') },
      { value: 'youtube', label: t('f.streamYoutube') },
    ],
  },
  { name: 'stream', label: t('f.stream'), kind: 'text', required: true, hint: t('f.streamHint') },
  {
    name: 'recordingId',
    label: t('f.recording'),
    kind: 'select',
    nullable: true,
    options: choices(recordings),
  },
  { name: 'examIds', label: t('f.examIds'), kind: 'multi', options: choices(exams) },
  publishedField(t),
];

const newLiveClass = {
  description: '',
  examIds: [],
  published: false,
  plannedMinutes: 60,
  streamKind: 'hls',
  recordingId: null,
};

/**
 * A course's live classes; a new one is run by whoever schedules it. `exams` are the course's, to
 * link a class to; `recordings` its published recorded classes, to point an ended class to.
 */
export function LiveClassesSection({
  courseId,
  exams,
  recordings,
}: {
  courseId: number;
  exams: Named[];
  recordings: Named[];
}) {
  const { t } = useTranslation('console');
  const me = useStoredUser();
  return (
    <ContentList<StaffLiveClass>
      heading={t('live.title')}
      headingId="admin-live"
      list={useStaffLiveClasses(courseId)}
      writes={{
        create: (body) => createLiveClass(courseId, body),
        update: updateLiveClass,
        remove: deleteLiveClass,
      }}
      fields={liveClassFields(t, exams, recordings)}
      defaults={newLiveClass}
      toBody={(v, item) => ({ ...v, teacherUserId: item ? item.teacherUserId : (me?.id ?? null) })}
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
