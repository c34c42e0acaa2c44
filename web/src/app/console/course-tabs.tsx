import type { TFunction } from 'i18next';
import { RecordedClassesSection } from '@/features/classes/staff/recorded-classes-section';
import { useClassesOfCourse } from '@/features/classes/api/get-classes-of-course';
import { useStaffUnits } from '@/features/catalogue/api/get-staff-units';
import type { CourseTab } from '@/features/catalogue/staff/course-page';
import { UnitsSection } from '@/features/catalogue/staff/units-section';
import { useStaffExams } from '@/features/exams/api/get-staff-exams';
import { CourseExams } from '@/features/exams/staff/course-exams';
import { LiveClassesSection } from '@/features/live/staff/live-classes-section';
import { MaterialSection } from '@/features/material/staff/material-section';
import { AccessTab } from './enrolment-routes';

/*
 * A course's console page holds the parts other features own; each part is given what it offers
 * as choices (the course's units and tests, its published recordings) from the feature that owns
 * them. A part shows once its choices are read.
 */

function ClassesTab({ courseId }: { courseId: number }) {
  const units = useStaffUnits(courseId).data;
  const exams = useStaffExams(courseId).data;
  if (!units || !exams) return null;
  return <RecordedClassesSection units={units} exams={exams} />;
}

function MaterialTab({ courseId }: { courseId: number }) {
  const units = useStaffUnits(courseId).data;
  if (!units) return null;
  return <MaterialSection courseId={courseId} units={units} />;
}

function LiveTab({ courseId }: { courseId: number }) {
  const exams = useStaffExams(courseId).data;
  // Recordings are the course's published recorded classes, as learners see them.
  const classes = useClassesOfCourse(courseId).data;
  if (!exams) return null;
  const recordings = classes?.units.flatMap((u) => u.classes) ?? [];
  return <LiveClassesSection courseId={courseId} exams={exams} recordings={recordings} />;
}

export const courseTabs =
  (t: TFunction<'console'>, admin: boolean) =>
  (courseId: number): CourseTab[] => [
    {
      key: 'syllabus',
      title: t('course.tabs.syllabus'),
      body: (
        <>
          <UnitsSection courseId={courseId} />
          <CourseExams courseId={courseId} />
        </>
      ),
    },
    {
      key: 'classes',
      title: t('course.tabs.classes'),
      body: <ClassesTab courseId={courseId} />,
    },
    {
      key: 'material',
      title: t('course.tabs.material'),
      body: <MaterialTab courseId={courseId} />,
    },
    { key: 'live', title: t('course.tabs.live'), body: <LiveTab courseId={courseId} /> },
    {
      key: 'access',
      title: t('course.tabs.access'),
      body: <AccessTab courseId={courseId} admin={admin} />,
    },
  ];
