import type { Material, MaterialGroup, MaterialSummary } from '@pariksha/contracts/material';
import type { DocumentRow } from './material.repository';

export const presentSummary = (r: DocumentRow): MaterialSummary => ({
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
});

/** Documents in groups: course-wide first, then each unit in syllabus order (rows come so ordered). */
export function groupByUnit(rows: DocumentRow[]): MaterialGroup[] {
  const groups: MaterialGroup[] = [];
  for (const r of rows) {
    let group = groups.at(-1);
    if (!group || group.syllabus_id !== r.unitId) {
      group = { syllabus_id: r.unitId, title: r.unitTitle, titleMl: r.unitTitleMl, documents: [] };
      groups.push(group);
    }
    group.documents.push(presentSummary(r));
  }
  return groups;
}

export const presentDocument = (r: DocumentRow): Material => ({
  ...presentSummary(r),
  course: { id: r.courseId, course_name: r.courseName },
  unit:
    r.unitId === null
      ? null
      : { syllabus_id: r.unitId, title: r.unitTitle!, titleMl: r.unitTitleMl },
  description: r.description,
  descriptionMl: r.descriptionMl,
  fileUrl: `/media/${r.file}`,
  downloadable: r.downloadable,
});
