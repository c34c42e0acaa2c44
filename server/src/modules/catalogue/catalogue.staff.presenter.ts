import type {
  AdminCategory,
  AdminCourse,
  AdminLevel,
  AdminUnit,
} from '@pariksha/contracts/catalogue';
import { iso } from '../../lib/iso';
import type { CategoryRow, CourseRow, LevelRow, UnitRow } from './catalogue.staff.repository';

export const presentCategory = (r: CategoryRow): AdminCategory => ({
  ...r,
  updatedAt: iso(r.updatedAt),
});
export const presentLevel = (r: LevelRow): AdminLevel => ({ ...r, updatedAt: iso(r.updatedAt) });

export const presentCourse = (r: CourseRow): AdminCourse => ({
  id: r.id,
  categoryId: r.categoryId,
  levelId: r.levelId,
  name: r.name,
  image: r.image,
  description: r.description,
  descriptionMl: r.descriptionMl,
  highlights: r.highlights,
  highlightsMl: r.highlightsMl,
  language: r.language,
  published: r.published,
  isDemo: r.isDemo,
  dependents: {
    units: r.units,
    classes: r.classes,
    liveClasses: r.liveClasses,
    materials: r.materials,
    exams: r.exams,
    attempts: r.attempts,
  },
  updatedAt: iso(r.updatedAt),
});

export const presentUnit = (r: UnitRow): AdminUnit => ({ ...r, updatedAt: iso(r.updatedAt) });
