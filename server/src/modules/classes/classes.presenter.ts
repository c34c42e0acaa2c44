import type {
  ClassInProgress,
  RecordedClass,
  RecordedClassSummary,
} from '@pariksha/contracts/classes';
import type { AccessState } from '@pariksha/contracts/enrolment';
import { classProgress } from './classes.rules';
import type { ClassDetailRow, ClassRow, NeighbourRow } from './classes.repository';

const mediaUrl = (key: string) => `/media/${key}`;

type ItemAccess = { locked: boolean; preview: boolean };

export function presentClassSummary(row: ClassRow, item: ItemAccess): RecordedClassSummary {
  return {
    id: row.id,
    courseId: row.courseId,
    syllabus_id: row.unitId,
    position: row.position,
    title: row.title,
    titleMl: row.titleMl,
    teacher: row.teacher,
    durationSeconds: row.durationSeconds,
    thumbnail: row.thumbnail === null ? null : mediaUrl(row.thumbnail),
    examCount: row.examCount,
    isDemo: row.isDemo,
    progress: classProgress(row, row.durationSeconds),
    locked: item.locked,
    preview: item.preview,
  };
}

export const presentClassInProgress = (row: ClassRow, item: ItemAccess): ClassInProgress => ({
  ...presentClassSummary(row, item),
  course_name: row.courseName,
});

const ref = (n: NeighbourRow | undefined) =>
  n ? { id: n.id, title: n.title, titleMl: n.titleMl } : null;

/** One class the learner may open: never locked, a preview only when that is all they have. */
export function presentClass(
  row: ClassDetailRow,
  around: NeighbourRow[],
  opened: { access: AccessState; preview: boolean },
): RecordedClass {
  const captions = [
    { lang: 'en', key: row.captionsEn },
    { lang: 'ml', key: row.captionsMl },
  ].flatMap((c) => (c.key === null ? [] : [{ lang: c.lang, url: mediaUrl(c.key) }]));
  return {
    ...presentClassSummary(row, { locked: false, preview: opened.preview }),
    course: { id: row.courseId, course_name: row.courseName, access: opened.access },
    unit: { syllabus_id: row.unitId, title: row.unitTitle, titleMl: row.unitTitleMl },
    description: row.description,
    descriptionMl: row.descriptionMl,
    notes: row.notes,
    notesMl: row.notesMl,
    source: {
      kind: row.video.endsWith('.m3u8') ? 'hls' : 'mp4',
      url: mediaUrl(row.video),
    },
    captions,
    previous: ref(around.find((n) => n.position < row.position)),
    next: ref(around.find((n) => n.position > row.position)),
  };
}
