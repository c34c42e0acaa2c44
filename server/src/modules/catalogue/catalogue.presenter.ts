import type { CourseProgress, CourseSummary, SyllabusUnit } from '@pariksha/contracts/catalogue';
import type { CourseRow } from './catalogue.repository';

export function presentCourseSummary(row: CourseRow, progress: CourseProgress): CourseSummary {
  return {
    id: row.id,
    slug: row.slug,
    course_name: row.name,
    course_image: row.image,
    description: row.description,
    language: row.language,
    categoryId: row.categoryId,
    levelId: row.levelId,
    isDemo: row.isDemo,
    progress,
  };
}

export function presentSyllabusUnit(row: SyllabusUnit): SyllabusUnit {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    description: row.description,
    topics: row.topics,
  };
}
