import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Mistakes } from '@pariksha/contracts/practice';
import { MISTAKE_CLEARED_AFTER } from '@pariksha/contracts/practice-paths';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { formatNumber } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { useMistakes } from '../api/get-mistakes';
import { MistakesList } from '../components/mistakes-list';
import { PractiseFromForm } from '../components/practise-from-form';
import { practiceRoute } from '../lib/paths';
import '../components/practice.css';

/** /practice/mistakes: what I answered wrong anywhere, by topic, and a set of them to practise. */
export default function MistakesPage() {
  const { t } = useTranslation('practice');
  const mistakes = useMistakes();
  return (
    <div className="d-flex flex-column gap-4">
      <header>
        <Link to={practiceRoute.practice()} className="small">
          {t('back')}
        </Link>
        <h1 className="h3 mb-1 mt-1">{t('mistakes.title')}</h1>
        <p className="text-body-secondary mb-0">
          {t('mistakes.lead', { times: MISTAKE_CLEARED_AFTER })}
        </p>
      </header>
      {mistakes.isPending ? (
        <Loading />
      ) : mistakes.error ? (
        <QueryError error={mistakes.error} retry={() => void mistakes.refetch()} />
      ) : mistakes.data.total === 0 ? (
        <EmptyState text={t('mistakes.none')}>
          <p className="mb-3">{t('mistakes.noneHint', { times: MISTAKE_CLEARED_AFTER })}</p>
          <Link className="btn btn-primary" to={practiceRoute.practice()}>
            {t('mistakes.startPractice')}
          </Link>
        </EmptyState>
      ) : (
        <div className="row g-4">
          <div className="col-lg-5 order-lg-2">
            <PractiseMistakes mistakes={mistakes.data} />
          </div>
          <div className="col-lg-7">
            <MistakesList mistakes={mistakes.data} />
          </div>
        </div>
      )}
    </div>
  );
}

/** All my mistakes, or those of one topic, as a set. */
function PractiseMistakes({ mistakes }: { mistakes: Mistakes }) {
  const { t } = useTranslation('practice');
  const language = useLanguage();
  const id = useId();
  const [topicId, setTopicId] = useState<number | null>(null);
  return (
    <PractiseFromForm
      title={t('mistakes.practise')}
      start={t('mistakes.practise')}
      nothing={t('mistakes.nothing')}
      body={({ count, mode }) => ({
        from: 'mistakes',
        topicIds: topicId === null ? [] : [topicId],
        count,
        mode,
      })}
    >
      <div>
        <label htmlFor={id} className="form-label h6">
          {t('mistakes.which')}
        </label>
        <select
          id={id}
          className="form-select"
          value={topicId ?? ''}
          onChange={(e) => setTopicId(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{t('mistakes.all', { n: formatNumber(mistakes.total) })}</option>
          {mistakes.topics.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {inLanguage(topic.name, topic.nameMl, language).value} ({formatNumber(topic.count)})
            </option>
          ))}
        </select>
      </div>
    </PractiseFromForm>
  );
}
