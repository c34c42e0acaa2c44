import { useParams, useSearchParams } from 'react-router';
import { CourseScreen } from '../components/course-screen';

/** /progress/search/{id}?name=: the course the learner picked in the top bar search. */
export default function SearchLandingPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const name = search.get('name');
  return (
    <CourseScreen
      rawId={id}
      lead={
        name ? (
          <p className="text-body-secondary small mb-3">
            Search result for <span className="fw-semibold text-body">{name}</span>
          </p>
        ) : undefined
      }
    />
  );
}
