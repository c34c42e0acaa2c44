import { useTranslation } from 'react-i18next';
import { CompletedTestsList } from '../components/completed-tests-list';

/** /mytests: every test the learner has finished, in every course, each opening its result. */
export default function MyTestsPage() {
  const { t } = useTranslation('exams');
  return (
    <section aria-labelledby="my-tests-title">
      <h1 id="my-tests-title" className="h3 mb-1">
        {t('mine.title')}
      </h1>
      <p className="text-body-secondary mb-3">{t('mine.lead')}</p>
      <CompletedTestsList empty={t('mine.none')} />
    </section>
  );
}
