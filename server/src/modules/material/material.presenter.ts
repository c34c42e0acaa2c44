import type { Material, MaterialGroup, MaterialSummary } from '@pariksha/contracts/material';
import type { AccessState } from '@pariksha/contracts/enrolment';
import type { DocumentRow } from './material.repository';

type ItemAccess = { locked: boolean; preview: boolean };

export const presentSummary = (r: DocumentRow, item: ItemAccess): MaterialSummary => ({
  id: r.id,
  courseId: r.courseId,
  syllabus_id: r.unitId,
  title: r.title,
  titleMl: r.titleMl,
  pages: r.pages,
  sizeBytes: r.sizeBytes,
  addedAt: r.createdAt.toISOString(),
  lastPage: r.lastPage,
  isDemo: r.isDemo,
  locked: item.locked,
  preview: item.preview,
});

/** Documents in groups: course-wide first, then each unit in syllabus order (rows come so ordered). */
export function groupByUnit(
  rows: DocumentRow[],
  itemOf: (r: DocumentRow) => ItemAccess,
): MaterialGroup[] {
  const groups: MaterialGroup[] = [];
  for (const r of rows) {
    let group = groups.at(-1);
    if (!group || group.syllabus_id !== r.unitId) {
      group = { syllabus_id: r.unitId, title: r.unitTitle, titleMl: r.unitTitleMl, documents: [] };
      groups.push(group);
    }
    group.documents.push(presentSummary(r, itemOf(r)));
  }
  return groups;
}

/** A document the learner may open: never locked, a preview only when that is all they have. */
export const presentDocument = (
  r: DocumentRow,
  opened: { access: AccessState; preview: boolean },
): Material => ({
  ...presentSummary(r, { locked: false, preview: opened.preview }),
  course: { id: r.courseId, course_name: r.courseName, access: opened.access },
  unit:
    r.unitId === null
      ? null
      : { syllabus_id: r.unitId, title: r.unitTitle!, titleMl: r.unitTitleMl },
  description: r.description,
  descriptionMl: r.descriptionMl,
  fileUrl: `/media/${r.file}`,
  downloadable: r.downloadable,
});
