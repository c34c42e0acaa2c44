import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Home's way into practice by topic (decision 026). */
export function PracticeCard() {
  const { t } = useTranslation('catalogue');
  return (
    <section className="card shadow-sm" aria-labelledby="home-practice">
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <div className="flex-grow-1 practice-card-text">
          <h2 id="home-practice" className="h5 mb-1">
            {t('home.practice')}
          </h2>
          <p className="text-body-secondary mb-0">{t('home.practiceText')}</p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-primary" to="/practice">
            {t('home.practiceStart')}
          </Link>
          <Link className="btn btn-outline-primary" to="/papers">
            {t('home.papers')}
          </Link>
        </div>
      </div>
    </section>
  );
}
