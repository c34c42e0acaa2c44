import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';

/** A check the server did not answer: said under the question, which stays as it was. */
export function CheckFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('exams');
  return (
    <div className="alert alert-danger mt-3 mb-0" role="alert">
      {errorMessage(error, t('check.failed'))}
    </div>
  );
}
