import { Trans, useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { CourseScreen } from '../components/course-screen';

/** /progress/search/{id}?name=: the course the learner picked in the top bar search. */
export default function SearchLandingPage() {
  const { t } = useTranslation('catalogue');
  const { id } = useParams();
  const [search] = useSearchParams();
  const name = search.get('name');
  return (
    <CourseScreen
      rawId={id}
      lead={
        name ? (
          <p className="text-body-secondary small mb-3">
            {/* The name comes from the address: it is a child here, never parsed as markup. */}
            <Trans
              t={t}
              i18nKey="course.searchResultFor"
              components={{ name: <span className="fw-semibold text-body">{name}</span> }}
            />
          </p>
        ) : undefined
      }
    />
  );
}
