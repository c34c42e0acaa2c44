import { useTranslation } from 'react-i18next';
import type { MistakeQuestion, Mistakes } from '@pariksha/contracts/practice';
import { MISTAKE_CLEARED_AFTER } from '@pariksha/contracts/practice-paths';
import { formatDateTime, formatNumber, relativeTime } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { plainText } from '@/lib/plain-text';

type Group = { key: string; name: string; lang?: string; path?: string; count: number };

/** My mistakes by topic, most first: how many, and each question shortly with when last answered. */
export function MistakesList({ mistakes }: { mistakes: Mistakes }) {
  const { t } = useTranslation('practice');
  const language = useLanguage();
  const groups: (Group & { questions: MistakeQuestion[] })[] = mistakes.topics.map((topic) => {
    const name = inLanguage(topic.name, topic.nameMl, language);
    return {
      key: String(topic.id),
      name: name.value,
      lang: name.lang,
      // The path (English names) tells apart topics of one name under different subjects.
      path: language === 'en' && topic.path.includes('>') ? topic.path : undefined,
      count: topic.count,
      questions: mistakes.questions.filter((q) => q.topicId === topic.id),
    };
  });
  const filed = mistakes.topics.reduce((n, topic) => n + topic.count, 0);
  if (mistakes.total > filed)
    groups.push({
      key: 'none',
      name: t('mistakes.unfiled'),
      count: mistakes.total - filed,
      questions: mistakes.questions.filter((q) => q.topicId === null),
    });
  return (
    <section aria-labelledby="mistakes-by-topic" className="d-flex flex-column gap-3">
      <h2 id="mistakes-by-topic" className="h5 mb-0">
        {t('mistakes.byTopic')}
      </h2>
      {groups.map((g) => (
        <section
          key={g.key}
          className="card shadow-sm"
          aria-labelledby={`mistakes-${g.key}`}
          data-testid="mistake-topic"
        >
          <div className="card-body">
            <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
              <h3 id={`mistakes-${g.key}`} className="h6 mb-0 topic-name" lang={g.lang}>
                {g.name}
              </h3>
              <span className="badge text-bg-danger">
                {t('mistakes.count', { count: g.count, n: formatNumber(g.count) })}
              </span>
              {g.path && <span className="small text-body-secondary w-100">{g.path}</span>}
            </div>
            {g.questions.length > 0 && (
              <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
                {g.questions.map((q) => (
                  <MistakeRow key={q.questionId} question={q} />
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}
      {mistakes.questions.length < mistakes.total && (
        <p className="small text-body-secondary mb-0">
          {t('mistakes.listed', { n: formatNumber(mistakes.questions.length) })}
        </p>
      )}
    </section>
  );
}

function MistakeRow({ question }: { question: MistakeQuestion }) {
  const { t } = useTranslation('practice');
  const language = useLanguage();
  const stem = inLanguage(question.stem, question.stemMl, language);
  const toGo = MISTAKE_CLEARED_AFTER - question.rightInRow;
  return (
    <li className="mistake-row" data-testid="mistake">
      <p className="mb-0 mistake-stem" lang={stem.lang}>
        {plainText(stem.value)}
      </p>
      <p className="small text-body-secondary mb-0 d-flex flex-wrap column-gap-2">
        <span>
          {t(question.rightInRow > 0 ? 'mistakes.lastRight' : 'mistakes.lastWrong')}{' '}
          <time dateTime={question.lastAnsweredAt} title={formatDateTime(question.lastAnsweredAt)}>
            {relativeTime(question.lastAnsweredAt)}
          </time>
        </span>
        {question.rightInRow > 0 && (
          <span className="text-success-emphasis">{t('mistakes.toGo', { count: toGo })}</span>
        )}
      </p>
    </li>
  );
}
