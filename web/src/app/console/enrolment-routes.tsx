import { useQueries } from '@tanstack/react-query';
import { Loading } from '@/components/loading';
import { useStaffCourses } from '@/features/catalogue/api/get-staff-courses';
import { useStaffUnits } from '@/features/catalogue/api/get-staff-units';
import { staffRecordedClassesQueryOptions } from '@/features/classes/api/get-staff-recorded-classes';
import { useBatches } from '@/features/enrolment/staff/api/get-batches';
import { BatchPage } from '@/features/enrolment/staff/batch-page';
import { BatchesPage } from '@/features/enrolment/staff/batches-page';
import { CourseAccessTab, type PreviewChoice } from '@/features/enrolment/staff/course-access-tab';
import { useStaffExams } from '@/features/exams/api/get-staff-exams';
import { ExamPage } from '@/features/exams/staff/exam-page';
import { useStaffMaterials } from '@/features/material/api/get-staff-materials';

/*
 * The enrolment feature's console screens, given what they offer as choices from the features
 * that own them: the courses a batch may hold, the items a course may open as a preview, the
 * batches a test may be limited to.
 */

const useCourseOptions = () =>
  (useStaffCourses('').data ?? []).map((c) => ({ value: c.id, label: c.name }));

export function BatchesRoute() {
  return <BatchesPage courses={useCourseOptions()} />;
}

export function BatchRoute() {
  return <BatchPage courses={useCourseOptions()} />;
}

/** A test's page; an admin may limit the test to some batches. */
export function ExamRoute({ admin }: { admin: boolean }) {
  const batches = useBatches(admin);
  // The form takes its values once: it waits for the choices, so none is lost by a late list.
  if (admin && batches.isPending) return <Loading />;
  return <ExamPage batches={batches.data?.map((b) => ({ value: b.id, label: b.name }))} />;
}

/** A course's access tab, with its classes, documents and tests to mark as previews. */
export function AccessTab({ courseId, admin }: { courseId: number; admin: boolean }) {
  const units = useStaffUnits(courseId).data;
  const exams = useStaffExams(courseId).data;
  const material = useStaffMaterials(courseId).data;
  const classes = useQueries({
    queries: (units ?? []).map((u) => staffRecordedClassesQueryOptions(u.id)),
  });
  if (!units || !exams || !material || classes.some((c) => c.isPending)) return null;
  const items: PreviewChoice[] = [
    ...classes.flatMap((c) =>
      (c.data ?? []).map((x) => ({ kind: 'class' as const, itemId: x.id, title: x.title })),
    ),
    ...material.map((m) => ({ kind: 'material' as const, itemId: m.id, title: m.title })),
    ...exams.map((e) => ({ kind: 'exam' as const, itemId: e.id, title: e.title })),
  ];
  return (
    <CourseAccessTab
      courseId={courseId}
      courseName={`course-${courseId}`}
      admin={admin}
      items={items}
    />
  );
}
