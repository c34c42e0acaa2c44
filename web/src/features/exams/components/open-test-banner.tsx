import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatClock } from '@/lib/format';
import { useStoredUser } from '@/lib/session';
import { openAttemptsKey, useOpenAttempts } from '../api/get-open-attempts';
import { secondsLeft } from '../lib/exam-clock';
import { examRoute } from '../lib/exam-paths';

/**
 * "Test in progress — resume" on every screen of the shell while the learner has an attempt
 * running, with its time left. `hidden` on the exam page itself, where attempts start and end:
 * what was read before it is dropped there, so the next screen reads it afresh.
 */
export function OpenTestBanner({ hidden }: { hidden: boolean }) {
  const user = useStoredUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (hidden) queryClient.removeQueries({ queryKey: openAttemptsKey });
  }, [hidden, queryClient]);
  if (hidden || !user) return null;
  return <OpenTests userId={user.id} />;
}

function OpenTests({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data } = useOpenAttempts(userId);
  const [now, setNow] = useState(Date.now);
  const count = data?.attempts.length ?? 0;
  useEffect(() => {
    if (count === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [count]);

  // The time left ticks here, never read out: it is not a live region.
  const running = (data?.attempts ?? [])
    .map((a) => ({ ...a, left: secondsLeft(a.deadline, data!.clockOffsetMs, now) }))
    .filter((a) => a.left > 0);
  if (running.length === 0) return null;
  return (
    <section
      className="bg-warning-subtle border-bottom border-warning-subtle"
      aria-label={t('openTest.label')}
      data-testid="open-test-banner"
    >
      <div className="container-xl py-2 d-grid gap-2">
        {running.map((a) => (
          <div key={a.attemptId} className="d-flex flex-wrap align-items-center column-gap-3">
            <strong>{a.kind === 'practice' ? t('openTest.practice') : t('openTest.title')}</strong>
            <span className="text-break">{a.examTitle}</span>
            {/* A learn-mode practice set waits for the learner: it has no clock to speak of. */}
            {a.practiceMode !== 'learn' && (
              <span className="text-nowrap" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('openTest.left', { time: formatClock(a.left) })}
              </span>
            )}
            <Link
              to={examRoute.exam(a.examId, a.attemptId)}
              className="btn btn-sm btn-primary ms-auto"
              aria-label={t('openTest.resumeLabel', { title: a.examTitle })}
            >
              {t('openTest.resume')}
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}
