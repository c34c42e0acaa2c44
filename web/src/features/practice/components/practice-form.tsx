import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PracticeMode } from '@pariksha/contracts/exams';
import type { PracticeTopics } from '@pariksha/contracts/practice';
import {
  PRACTICE_COUNTS,
  WEAK_TOPIC_MIN_ANSWERS,
  WEAK_TOPICS_DRAWN,
} from '@pariksha/contracts/practice-paths';
import { errorMessage } from '@/lib/api-client';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { useStartPracticeSet } from '@/lib/api/start-practice-set';
import { practiceRoute } from '../lib/paths';
import { topicsToSend, topicTree } from '../lib/topic-tree';
import { CountModeFields } from './count-mode-fields';
import { TopicTreeField } from './topic-tree-field';

/** Ticked topics, the weak ones, or (of a previous-year paper) the whole paper. */
type Source = 'topics' | 'weak' | 'paper';

/**
 * What to practise (ticked topics or the weak ones; of a previous-year paper, the whole paper or
 * ticked topics of it), how many questions, the mode, and Start.
 */
export function PracticeForm({ topics }: { topics: PracticeTopics }) {
  const { t } = useTranslation('practice');
  const language = useLanguage();
  const navigate = useNavigate();
  const start = useStartPracticeSet();
  const ids = useId();
  const roots = useMemo(() => topicTree(topics.topics), [topics.topics]);
  const { paper } = topics;
  const [source, setSource] = useState<Source>(paper ? 'paper' : 'topics');
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [count, setCount] = useState<number>(PRACTICE_COUNTS[1]);
  const [mode, setMode] = useState<PracticeMode>('learn');
  const [noneTicked, setNoneTicked] = useState(false);
  const hasWeak = topics.weakTopicIds.length > 0;
  const weakNames = topics.weakTopicIds
    .slice(0, WEAK_TOPICS_DRAWN)
    .flatMap((id) => topics.topics.filter((topic) => topic.id === id))
    .map((topic) => inLanguage(topic.name, topic.nameMl, language).value);

  const chosenTopics = useMemo(() => topicsToSend(ticked, roots), [ticked, roots]);

  const onSubmit = () => {
    const topicIds = source === 'topics' ? chosenTopics : [];
    if (source === 'topics' && topicIds.length === 0) return setNoneTicked(true);
    start.mutate(
      paper
        ? { from: 'paper', paperId: paper.id, topicIds, count, mode }
        : { topicIds, weakTopics: source === 'weak', count, mode },
      { onSuccess: (a) => void navigate(practiceRoute.exam(a.examId, a.attemptId)) },
    );
  };
  const problem = noneTicked && source === 'topics' && ticked.size === 0;

  return (
    <form
      className="card shadow-sm practice-form"
      aria-labelledby={`${ids}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div className="card-body row g-4">
        <h2 id={`${ids}-title`} className="h5 mb-0 col-12">
          {t('choose.title')}
        </h2>
        <div className="col-lg-7 d-flex flex-column gap-3">
          <fieldset>
            <legend className="h6">{t('choose.what')}</legend>
            <div className="form-check">
              <input
                id={`${ids}-topics`}
                type="radio"
                className="form-check-input"
                name="source"
                checked={source === 'topics'}
                onChange={() => setSource('topics')}
              />
              <label htmlFor={`${ids}-topics`} className="form-check-label">
                {t('choose.topics')}
              </label>
            </div>
            {paper ? (
              <div className="form-check">
                <input
                  id={`${ids}-paper`}
                  type="radio"
                  className="form-check-input"
                  name="source"
                  checked={source === 'paper'}
                  onChange={() => setSource('paper')}
                />
                <label htmlFor={`${ids}-paper`} className="form-check-label">
                  {t('choose.wholePaper')}
                </label>
              </div>
            ) : (
              <div className="form-check">
                <input
                  id={`${ids}-weak`}
                  type="radio"
                  className="form-check-input"
                  name="source"
                  checked={source === 'weak'}
                  disabled={!hasWeak}
                  aria-describedby={`${ids}-weak-hint`}
                  onChange={() => setSource('weak')}
                />
                <label htmlFor={`${ids}-weak`} className="form-check-label">
                  {t('choose.weak')}
                </label>
                <div id={`${ids}-weak-hint`} className="form-text mt-0">
                  {hasWeak
                    ? t('choose.weakList', { topics: weakNames.join(', ') })
                    : t('choose.weakNone', { count: WEAK_TOPIC_MIN_ANSWERS })}
                </div>
              </div>
            )}
          </fieldset>
          <TopicTreeField
            roots={roots}
            ticked={ticked}
            onChange={(next) => {
              setTicked(next);
              setNoneTicked(false);
            }}
            disabled={source !== 'topics'}
            describedBy={problem ? `${ids}-problem` : undefined}
          />
          {source === 'topics' && chosenTopics.length > 0 && (
            <p className="small mb-0" data-testid="topics-chosen">
              {t('choose.ticked', { count: chosenTopics.length })}
            </p>
          )}
        </div>
        <div className="col-lg-5 d-flex flex-column gap-3">
          <CountModeFields count={count} mode={mode} onCount={setCount} onMode={setMode} />
          {problem && (
            <p id={`${ids}-problem`} className="text-danger-emphasis small mb-0" role="alert">
              {t('choose.noneTicked')}
            </p>
          )}
          {start.error && (
            <div className="alert alert-danger py-2 mb-0" role="alert">
              {errorMessage(start.error, t('choose.failed'))}
            </div>
          )}
          <button
            type="submit"
            className="btn btn-primary btn-lg w-100 mt-auto"
            disabled={start.isPending}
          >
            {start.isPending ? t('choose.starting') : t('choose.start')}
          </button>
        </div>
      </div>
    </form>
  );
}
