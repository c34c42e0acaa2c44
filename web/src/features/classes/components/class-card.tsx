import { useTranslation } from 'react-i18next';
import type { RecordedClassSummary } from '@pariksha/contracts/classes';
import { ItemTitle } from '@/components/access/item-access';
import { formatClock } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { classRoute } from '../lib/paths';
import { ClassState } from './class-state';

/** One class in a list: thumbnail, title, teacher, length and the learner's state. */
export function ClassCard({
  item,
  current = false,
}: {
  item: RecordedClassSummary;
  current?: boolean;
}) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const title = inLanguage(item.title, item.titleMl, language);
  return (
    <li
      className={`class-card list-group-item d-flex gap-3 align-items-start${current ? ' active-class' : ''}`}
    >
      {item.thumbnail ? (
        <img
          className="class-card-thumb rounded"
          src={item.thumbnail}
          alt=""
          width={128}
          height={72}
          loading="lazy"
        />
      ) : (
        <div className="class-card-thumb rounded" aria-hidden="true" />
      )}
      <div className="class-card-text flex-grow-1">
        <ItemTitle
          item={item}
          to={classRoute.play(item.syllabus_id, item.id)}
          courseTo={classRoute.course(item.courseId)}
          className="fw-semibold text-break"
          linkProps={{
            className: 'fw-semibold stretched-link text-break',
            'aria-current': current ? 'page' : undefined,
          }}
          lang={title.lang}
        >
          {title.value}
        </ItemTitle>
        <div className="small text-body-secondary">
          {t('teacher', { name: item.teacher })} · {formatClock(item.durationSeconds)}
        </div>
        <div className="mt-1 d-flex gap-2 flex-wrap">
          <ClassState progress={item.progress} />
          {current && <span className="badge text-bg-primary">{t('nowPlaying')}</span>}
        </div>
      </div>
    </li>
  );
}
