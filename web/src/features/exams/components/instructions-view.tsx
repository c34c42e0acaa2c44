import { Trans, useTranslation } from 'react-i18next';
import type { Exam } from '@pariksha/contracts/exams';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { durationText, formatScore, textLang } from '../lib/format';
import { ExamWindow } from './exam-window';
import { PaletteLegend } from './palette-legend';
import { RichText } from './rich-text';
import { ShortcutList } from './shortcut-list';
import { StartPanel } from './start-panel';
import { DemoBadge } from '@/components/demo-badge';

/** Everything a learner should know before starting (the keyboard shortcuts too), then Start. */
export function InstructionsView({ exam }: { exam: Exam }) {
  const { t } = useTranslation('exams');
  const language = useLanguage();
  // The exam's own instructions in the interface language when it has them, else as written.
  const ownMl = language === 'ml' && exam.instructionsMl ? exam.instructionsMl : null;
  const facts: [string, string][] = [
    [t('facts.duration'), durationText(exam.durationSeconds, t)],
    [t('facts.questions'), formatNumber(exam.questionCount)],
    [t('facts.maxMarks'), formatScore(exam.maxScore)],
    [t('facts.marksPerCorrect'), formatScore(exam.marksPerQuestion)],
    [
      t('facts.negative'),
      exam.negativeMarks > 0
        ? t('facts.perWrong', { marks: exam.negativeMarksLabel })
        : t('facts.none'),
    ],
    [
      t('facts.attempts'),
      exam.maxAttempts === null
        ? t('facts.unlimited')
        : t('facts.attemptsUsed', { used: exam.attemptsUsed, max: exam.maxAttempts }),
    ],
  ];
  return (
    <>
      <header className="bg-white border-bottom">
        <div className="px-3 px-lg-5 py-4">
          <p className="text-body-secondary small mb-1">{t('instructions.kicker')}</p>
          <h1 className="h3 mb-2">
            <span lang={textLang(exam.title)}>{exam.title}</span>{' '}
            <DemoBadge show={exam.isDemo} className="align-middle fs-6" />
          </h1>
          <ExamWindow exam={exam} />
          {exam.closesAt && exam.availability !== 'closed' && (
            <p className="small mb-0" data-testid="review-timing">
              <Trans
                t={t}
                i18nKey="instructions.reviewTiming"
                values={{ when: formatDateTime(exam.closesAt) }}
                components={{ time: <time dateTime={exam.closesAt} /> }}
              />
            </p>
          )}
        </div>
      </header>
      <div className="px-3 px-lg-5 py-4">
        <div className="row g-4">
          <div className="col-lg-8">
            <section className="card shadow-sm mb-4" aria-labelledby="about-title">
              <div className="card-body">
                <h2 id="about-title" className="h5">
                  {t('instructions.about')}
                </h2>
                <dl className="row mb-0">
                  {facts.map(([k, v]) => (
                    <div key={k} className="col-6 col-xl-4 mb-2">
                      <dt className="small text-body-secondary fw-normal">{k}</dt>
                      <dd className="fs-5 mb-0">{v}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </section>
            {exam.sections.length > 0 && (
              <section className="card shadow-sm mb-4" aria-labelledby="sections-title">
                <div className="card-body">
                  <h2 id="sections-title" className="h5">
                    {t('instructions.sections')}
                  </h2>
                  <ol className="mb-0">
                    {exam.sections.map((s) => (
                      <li key={s.id}>
                        <span lang={textLang(s.title)}>{s.title}</span> —{' '}
                        {t('facts.questionCount', { count: s.questionCount })}
                      </li>
                    ))}
                  </ol>
                </div>
              </section>
            )}
            <section className="card shadow-sm" aria-labelledby="rules-title">
              <div className="card-body">
                <h2 id="rules-title" className="h5">
                  {t('instructions.rules')}
                </h2>
                {(ownMl ?? exam.instructions) && (
                  <RichText
                    html={ownMl ?? exam.instructions}
                    lang={ownMl ? 'ml' : 'en'}
                    className="mb-3"
                    id="exam-own-instructions"
                  />
                )}
                <ul>
                  <li>{t('instructions.rule.clock')}</li>
                  <li>{t('instructions.rule.saved')}</li>
                  <li>{t('instructions.rule.review')}</li>
                  <li>{t('instructions.rule.clear')}</li>
                </ul>
                <h3 className="h6 mt-3">{t('instructions.palette')}</h3>
                <PaletteLegend />
              </div>
            </section>
          </div>
          <div className="col-lg-4">
            <div className="sticky-lg-top instructions-aside">
              <StartPanel exam={exam} />
            </div>
          </div>
          {/* After Start on a phone, where a keyboard is less likely; below the rules on a desktop. */}
          <div className="col-lg-8">
            <section className="card shadow-sm" aria-labelledby="shortcuts-section-title">
              <div className="card-body">
                <h2 id="shortcuts-section-title" className="h5">
                  {t('shortcuts.title')}
                </h2>
                <p>
                  <Trans
                    t={t}
                    i18nKey="instructions.keyboard"
                    components={{ k: <kbd lang="en" /> }}
                  />
                </p>
                <ShortcutList bilingual={exam.languages.includes('ml')} />
              </div>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
