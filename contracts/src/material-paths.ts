import { fill, type Id } from './paths';

/*
 * The study-material API's paths, free of zod: the material screens import them without
 * bundling the schema library. `material.ts` re-exports them.
 */

export const MaterialPaths = {
  /** A course's documents by syllabus unit, with the learner's last page in each. */
  ofCourse: '/api/material/:courseId',
  /** One document: its file's `/media/…` address, pages, and the learner's last page. */
  byId: '/api/material/document/:materialId',
  /** PUT {page}: the last page the learner read. */
  progress: '/api/material/document/:materialId/progress',
  /** The document's bytes: a redirect to its `/media/…` address (docs/decisions/014). */
  file: '/api/material/file/:materialId',
} as const;

export const materialUrl = {
  ofCourse: (courseId: Id) => fill(MaterialPaths.ofCourse, { courseId }),
  byId: (materialId: Id) => fill(MaterialPaths.byId, { materialId }),
  progress: (materialId: Id) => fill(MaterialPaths.progress, { materialId }),
  file: (materialId: Id) => fill(MaterialPaths.file, { materialId }),
};

/** The console's paths (staff): a course's study material; one document. */
export const MaterialStaffPaths = {
  materials: '/api/admin/courses/:id/materials',
  material: '/api/admin/materials/:id',
} as const;

export const materialStaffUrl = {
  materials: (courseId: Id) => fill(MaterialStaffPaths.materials, { id: courseId }),
  material: (id: Id) => fill(MaterialStaffPaths.material, { id }),
};
