import { Link } from 'react-router';
import type { CourseSummary } from '@pariksha/contracts/catalogue';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { catalogueRoute } from '../lib/paths';
import { CourseProgressBar } from './course-progress-bar';
import { CourseAccess } from '@/components/access/course-access';
import { DemoBadge } from '@/components/demo-badge';
import './catalogue.css';

/** The heading level of a card's course name: one below the heading of the list it is in. */
type HeadingLevel = 'h2' | 'h3';

/** A course as a card: image, name (the link), demo badge, description and progress. */
export function CourseCard({
  course,
  heading: Heading = 'h3',
}: {
  course: CourseSummary;
  heading?: HeadingLevel;
}) {
  const description = inLanguage(course.description, course.descriptionMl, useLanguage());
  return (
    <article className="card h-100 shadow-sm course-card">
      <img
        src={course.course_image}
        alt=""
        className="card-img-top course-card-image"
        width={640}
        height={360}
        loading="lazy"
      />
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex align-items-start justify-content-between gap-2">
          <Heading className="h6 card-title mb-0">
            <Link
              to={catalogueRoute.course(course.id)}
              className="stretched-link text-body text-decoration-none"
            >
              {course.course_name}
            </Link>
          </Heading>
          <DemoBadge show={course.isDemo} />
        </div>
        <p
          className="small text-body-secondary mb-0 course-card-description"
          lang={description.lang}
        >
          {description.value}
        </p>
        <CourseAccess access={course.access} className="align-self-start" />
        <div className="mt-auto pt-1">
          <CourseProgressBar progress={course.progress} courseName={course.course_name} />
        </div>
      </div>
    </article>
  );
}

/** Courses as a responsive grid of cards; `heading` is the level of each course's name. */
export function CourseGrid({
  courses,
  heading,
}: {
  courses: CourseSummary[];
  heading?: HeadingLevel;
}) {
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled mb-0">
      {courses.map((c) => (
        <li key={c.id} className="col">
          <CourseCard course={c} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
