import { useParams } from 'react-router';
import { CourseScreen } from '../components/course-screen';

/** /courses/{id}: the course with links to its syllabus, classes, material, tests and affairs. */
export default function CoursePage() {
  const { id } = useParams();
  return <CourseScreen rawId={id} />;
}
