import { useTranslation } from 'react-i18next';
import type { CourseCounts } from '@pariksha/contracts/catalogue';
import { formatNumber } from '@/lib/format';

/**
 * What the course holds, counted by the server from what learners can open: the same classes,
 * tests and documents its lists show. Classes live now are named only while there are any.
 */
export function CourseFacts({ counts }: { counts: CourseCounts }) {
  const { t } = useTranslation('catalogue');
  const fact = (key: string, count: number) => t(key, { count, n: formatNumber(count) });
  const facts = [
    { key: 'recorded', text: fact('facts.recorded', counts.recordedClasses) },
    ...(counts.liveNow > 0
      ? [{ key: 'liveNow', text: fact('facts.liveNow', counts.liveNow) }]
      : []),
    { key: 'upcomingLive', text: fact('facts.upcomingLive', counts.upcomingLive) },
    { key: 'tests', text: fact('facts.tests', counts.tests) },
    { key: 'documents', text: fact('facts.documents', counts.documents) },
  ];
  return (
    <ul className="list-inline course-facts mb-2" aria-label={t('facts.label')}>
      {facts.map((f) => (
        <li key={f.key} className="list-inline-item">
          {f.text}
        </li>
      ))}
    </ul>
  );
}
