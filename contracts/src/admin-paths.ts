/*
 * The staff console's API paths, free of zod. Every path under /api/admin/ answers 401 signed
 * out and 403 to anyone whose role is below the route's (before the input is read).
 */

export const ROLES = ['learner', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = Exclude<Role, 'learner'>;

export const AdminPaths = {
  /** The caller's own role (any signed-in person: the console asks it before showing itself). */
  me: '/api/admin/me',
  /** Staff, and any account found by email (admins). */
  people: '/api/admin/people',
  /** PUT {role}: grants or revokes a role (admins). */
  role: '/api/admin/people/:userId/role',
  /** The audit log, newest first, filtered (admins). */
  audit: '/api/admin/audit',

  categories: '/api/admin/categories',
  category: '/api/admin/categories/:id',
  levels: '/api/admin/levels',
  level: '/api/admin/levels/:id',
  courses: '/api/admin/courses',
  course: '/api/admin/courses/:id',
  units: '/api/admin/courses/:id/units',
  unit: '/api/admin/units/:id',
  /** PUT {ids}: the new order of a list, each id once. */
  categoriesOrder: '/api/admin/categories/order',
  levelsOrder: '/api/admin/levels/order',
  unitsOrder: '/api/admin/courses/:id/units/order',
  examsOrder: '/api/admin/courses/:id/exams/order',
  questionsOrder: '/api/admin/exams/:id/questions/order',

  /** A unit's recorded classes (GET, POST); one class (PUT, DELETE). */
  recordedClasses: '/api/admin/units/:id/classes',
  recordedClass: '/api/admin/classes/:id',
  /** A course's study material; one document. */
  materials: '/api/admin/courses/:id/materials',
  material: '/api/admin/materials/:id',
  /** A course's live classes; one class (its state and stream move on the live routes). */
  liveClasses: '/api/admin/courses/:id/live-classes',
  liveClass: '/api/admin/live-classes/:id',
  /** A category's current-affairs articles and videos. */
  articles: '/api/admin/categories/:id/articles',
  article: '/api/admin/articles/:id',
  affairsVideos: '/api/admin/categories/:id/affairs-videos',
  affairsVideo: '/api/admin/affairs-videos/:id',

  /** POST multipart `kind` (first) then `file`: the upload's media key. */
  uploads: '/api/admin/uploads',

  exams: '/api/admin/courses/:id/exams',
  exam: '/api/admin/exams/:id',
  questions: '/api/admin/exams/:id/questions',
  question: '/api/admin/questions/:id',
  /**
   * POST multipart `format` (gift | aiken | csv), `dryRun`, `onlyValid`, `sectionId`, then `file`:
   * 202 with the import, which a background job reads.
   */
  importQuestions: '/api/admin/exams/:id/questions/import',
  /** One import of the exam: its status and progress, and its result once done. */
  questionImport: '/api/admin/exams/:id/questions/imports/:importId',
  /** GET ?format=csv|gift: the exam's questions as a file that imports back the same. */
  exportQuestions: '/api/admin/exams/:id/questions/export',
  /** The CSV layout with two example rows. */
  csvTemplate: '/api/admin/questions/template.csv',
  /** Score distribution and per-question figures of an exam's ranked attempts. */
  statistics: '/api/admin/exams/:id/statistics',
  /** An exam's finished attempts, searchable; `?format=csv` downloads them. */
  attempts: '/api/admin/exams/:id/attempts',
} as const;

type Id = number | string;
const fill = (path: string, id: Id) => path.replace(/:[A-Za-z]+/, String(id));

export const adminUrl = {
  me: () => AdminPaths.me,
  people: (email?: string) =>
    email ? `${AdminPaths.people}?email=${encodeURIComponent(email)}` : AdminPaths.people,
  role: (userId: string) => fill(AdminPaths.role, encodeURIComponent(userId)),
  audit: (query = '') => `${AdminPaths.audit}${query ? `?${query}` : ''}`,
  categories: () => AdminPaths.categories,
  category: (id: Id) => fill(AdminPaths.category, id),
  levels: () => AdminPaths.levels,
  level: (id: Id) => fill(AdminPaths.level, id),
  courses: () => AdminPaths.courses,
  course: (id: Id) => fill(AdminPaths.course, id),
  units: (courseId: Id) => fill(AdminPaths.units, courseId),
  unit: (id: Id) => fill(AdminPaths.unit, id),
  categoriesOrder: () => AdminPaths.categoriesOrder,
  levelsOrder: () => AdminPaths.levelsOrder,
  unitsOrder: (courseId: Id) => fill(AdminPaths.unitsOrder, courseId),
  examsOrder: (courseId: Id) => fill(AdminPaths.examsOrder, courseId),
  questionsOrder: (examId: Id) => fill(AdminPaths.questionsOrder, examId),
  recordedClasses: (unitId: Id) => fill(AdminPaths.recordedClasses, unitId),
  recordedClass: (id: Id) => fill(AdminPaths.recordedClass, id),
  materials: (courseId: Id) => fill(AdminPaths.materials, courseId),
  material: (id: Id) => fill(AdminPaths.material, id),
  liveClasses: (courseId: Id) => fill(AdminPaths.liveClasses, courseId),
  liveClass: (id: Id) => fill(AdminPaths.liveClass, id),
  articles: (categoryId: Id) => fill(AdminPaths.articles, categoryId),
  article: (id: Id) => fill(AdminPaths.article, id),
  affairsVideos: (categoryId: Id) => fill(AdminPaths.affairsVideos, categoryId),
  affairsVideo: (id: Id) => fill(AdminPaths.affairsVideo, id),
  uploads: () => AdminPaths.uploads,
  exams: (courseId: Id) => fill(AdminPaths.exams, courseId),
  exam: (id: Id) => fill(AdminPaths.exam, id),
  questions: (examId: Id) => fill(AdminPaths.questions, examId),
  question: (id: Id) => fill(AdminPaths.question, id),
  importQuestions: (examId: Id) => fill(AdminPaths.importQuestions, examId),
  questionImport: (examId: Id, importId: Id) =>
    fill(fill(AdminPaths.questionImport, examId), importId),
  exportQuestions: (examId: Id, format: 'csv' | 'gift') =>
    `${fill(AdminPaths.exportQuestions, examId)}?format=${format}`,
  csvTemplate: () => AdminPaths.csvTemplate,
  statistics: (examId: Id) => fill(AdminPaths.statistics, examId),
  attempts: (examId: Id, query = '') =>
    `${fill(AdminPaths.attempts, examId)}${query ? `?${query}` : ''}`,
};

/**
 * What an upload is for: a course's image (public, shown before sign-in), an image in paid
 * content (questions, articles), a document, a class video, its captions (WebVTT).
 */
export const UPLOAD_KINDS = ['course-image', 'image', 'pdf', 'video', 'captions'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** Largest upload of each kind, in bytes (checked on the server as the bytes arrive). */
export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  'course-image': 5 * 1024 * 1024,
  image: 5 * 1024 * 1024,
  pdf: 100 * 1024 * 1024,
  video: 2 * 1024 * 1024 * 1024,
  captions: 1024 * 1024,
};
/**
 * Largest question-bank file, and most questions in one: a bank of 10,000 questions with their
 * explanations fits, and nothing bigger is read (reading is done by a background job).
 */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_QUESTIONS = 10_000;
