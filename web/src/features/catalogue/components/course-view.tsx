import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@pariksha/contracts/catalogue';
import { useAccessSlots } from '@/components/access/access-slots';
import { CourseAccess } from '@/components/access/course-access';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Loading } from '@/components/loading';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { useSyllabus } from '../api/get-syllabus';
import { courseLanguage } from '../lib/course-language';
import { catalogueRoute } from '../lib/paths';
import { categoryLevelText, Name } from './category-level-name';
import { CourseFacts } from './course-facts';
import { CourseProgressBar } from './course-progress-bar';
import { CourseSectionsNav } from './course-sections-nav';
import { DemoBadge } from '@/components/demo-badge';
import { SyllabusList } from './syllabus-list';
import './catalogue.css';

/** One course: what it is, the learner's progress, its sections, highlights and syllabus. */
export function CourseView({ course, lead }: { course: Course; lead?: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const category = { name: course.categoryName, nameMl: course.categoryNameMl };
  const level = { name: course.levelName, nameMl: course.levelNameMl };
  const description = inLanguage(course.description, course.descriptionMl, language);
  const highlights = inLanguage(course.highlights, course.highlightsMl, language);
  const taughtIn = courseLanguage(course.language, language, t);
  return (
    <article aria-labelledby="course-title">
      <Breadcrumbs
        trail={[
          {
            label: categoryLevelText(category, level, language),
            to: catalogueRoute.progress(course.categoryId, course.levelId),
          },
        ]}
        current={course.course_name}
      />
      {lead}
      <div className="row g-4 align-items-start">
        <div className="col-md-5">
          <img
            src={course.course_image}
            alt=""
            width={640}
            height={360}
            className="course-hero-image rounded shadow-sm"
          />
        </div>
        <div className="col-md-7">
          <div className="d-flex flex-wrap gap-2 mb-2">
            <span className="badge text-bg-secondary">
              <Name of={category} />
            </span>
            <span className="badge text-bg-secondary">
              <Name of={level} />
            </span>
            <DemoBadge show={course.isDemo} />
            <CourseAccess access={course.access} />
          </div>
          <h1 id="course-title" className="h3">
            {course.course_name}
          </h1>
          <JoinCourse course={course} />
          <p lang={description.lang}>{description.value}</p>
          <CourseFacts counts={course.counts} />
          <p className="small text-body-secondary">
            <Trans
              t={t}
              i18nKey="course.language"
              components={{ taught: <span lang={taughtIn.lang}>{taughtIn.value}</span> }}
            />
          </p>
          <CourseProgressBar progress={course.progress} courseName={course.course_name} detailed />
        </div>
      </div>
      <CourseSectionsNav course={course} />
      <div className="row g-4">
        <section className="col-lg-5" aria-labelledby="highlights-title">
          <h2 id="highlights-title" className="h5">
            {t('course.includes')}
          </h2>
          {highlights.value.length > 0 ? (
            <ul className="mb-0" lang={highlights.lang}>
              {highlights.value.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          ) : (
            <EmptyState />
          )}
        </section>
        <section className="col-lg-7" aria-labelledby="syllabus-title">
          <div className="d-flex flex-wrap justify-content-between align-items-baseline column-gap-2">
            <h2 id="syllabus-title" className="h5">
              {t('course.syllabus')}
            </h2>
            <Link to={catalogueRoute.syllabus(course.id)} className="small">
              {t('course.fullSyllabus')}
            </Link>
          </div>
          <SyllabusPreview courseId={course.id} />
        </section>
      </div>
    </article>
  );
}

/**
 * A restricted course the learner has no access to: how to get in, on its page. Once a code opens
 * it, the page is read again and the box stays for this visit, saying what the code gave.
 */
function JoinCourse({ course }: { course: Course }) {
  const { t } = useTranslation('catalogue');
  const { CodeEntry } = useAccessSlots();
  const locked = course.access.kind === 'none' || course.access.kind === 'preview-only';
  const [shown] = useState(locked);
  if (!shown) return null;
  return (
    <section className="card card-body mb-3" aria-labelledby="join-title">
      <h2 id="join-title" className="h6">
        {locked ? t('join.title') : t('join.joined')}
      </h2>
      {locked && (
        <p className="small mb-2">
          {t('join.text')} {course.access.kind === 'preview-only' && t('join.preview')}
        </p>
      )}
      <CodeEntry courseId={course.id} />
    </section>
  );
}

function SyllabusPreview({ courseId }: { courseId: number }) {
  const { t } = useTranslation('catalogue');
  const { data, error, isPending, refetch } = useSyllabus(courseId);
  if (isPending) return <Loading />;
  if (error)
    return <QueryError error={error} retry={() => void refetch()} what={t('what.syllabus')} />;
  if (data.length === 0) return <EmptyState />;
  return <SyllabusList courseId={courseId} units={data} compact />;
}
