import type {
  Course,
  CourseCounts,
  CourseProgress,
  CourseSummary,
  SyllabusUnit,
} from '@pariksha/contracts/catalogue';
import type { AccessState } from '@pariksha/contracts/enrolment';
import type { CourseDetailRow, CourseRow } from './catalogue.repository';

export function presentCourseSummary(
  row: CourseRow,
  progress: CourseProgress,
  access: AccessState,
): CourseSummary {
  return {
    id: row.id,
    slug: row.slug,
    course_name: row.name,
    course_image: row.image,
    description: row.description,
    descriptionMl: row.descriptionMl,
    language: row.language,
    categoryId: row.categoryId,
    levelId: row.levelId,
    isDemo: row.isDemo,
    progress,
    access,
  };
}

export function presentCourse(
  row: CourseDetailRow,
  progress: CourseProgress,
  counts: CourseCounts,
  access: AccessState,
): Course {
  return {
    ...presentCourseSummary(row, progress, access),
    categoryName: row.categoryName,
    categoryNameMl: row.categoryNameMl,
    levelName: row.levelName,
    levelNameMl: row.levelNameMl,
    highlights: row.highlights,
    highlightsMl: row.highlightsMl,
    syllabusUnitCount: Number(row.syllabusUnitCount),
    counts,
  };
}

export function presentSyllabusUnit(row: SyllabusUnit): SyllabusUnit {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    description: row.description,
    topics: row.topics,
    titleMl: row.titleMl,
    descriptionMl: row.descriptionMl,
    topicsMl: row.topicsMl,
  };
}
