import type { Exam } from '@pariksha/contracts/exams';
import { durationText } from '../lib/exam-clock';
import { formatScore, localDateTime } from '../lib/format';
import { ExamWindow } from './exam-window';
import { PaletteLegend } from './palette-legend';
import { RichText } from './rich-text';
import { StartPanel } from './start-panel';

/** Everything a learner should know before starting, then Start. */
export function InstructionsView({ exam }: { exam: Exam }) {
  const facts: [string, string][] = [
    ['Duration', durationText(exam.durationSeconds)],
    ['Questions', String(exam.questionCount)],
    ['Maximum marks', formatScore(exam.maxScore)],
    ['Marks per correct answer', formatScore(exam.marksPerQuestion)],
    [
      'Negative marking',
      exam.negativeMarks > 0 ? `−${exam.negativeMarksLabel} per wrong answer` : 'None',
    ],
    [
      'Attempts',
      exam.maxAttempts === null ? 'Unlimited' : `${exam.attemptsUsed} of ${exam.maxAttempts} used`,
    ],
  ];
  return (
    <>
      <header className="bg-white border-bottom">
        <div className="px-3 px-lg-5 py-4">
          <p className="text-body-secondary small mb-1">Instructions</p>
          <h1 className="h3 mb-2">
            {exam.title}{' '}
            {exam.isDemo && <span className="badge text-bg-info align-middle fs-6">Demo</span>}
          </h1>
          <ExamWindow exam={exam} />
          {exam.closesAt && exam.availability !== 'closed' && (
            <p className="small mb-0" data-testid="review-timing">
              Your score is shown when you submit; the answers and explanations after the test
              closes on <time dateTime={exam.closesAt}>{localDateTime(exam.closesAt)}</time>.
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
                  About this test
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
                    Sections
                  </h2>
                  <ol className="mb-0">
                    {exam.sections.map((s) => (
                      <li key={s.id}>
                        {s.title} — {s.questionCount} question{s.questionCount === 1 ? '' : 's'}
                      </li>
                    ))}
                  </ol>
                </div>
              </section>
            )}
            <section className="card shadow-sm" aria-labelledby="rules-title">
              <div className="card-body">
                <h2 id="rules-title" className="h5">
                  Read before you start
                </h2>
                {exam.instructions && <RichText html={exam.instructions} className="mb-3" />}
                <ul>
                  <li>
                    The clock starts when you press Start and keeps running if you leave the page;
                    the test ends by itself when the time is over.
                  </li>
                  <li>
                    Choose an option to answer; your answer is saved at once, even without a network
                    — it is sent as soon as you are back online.
                  </li>
                  <li>
                    Use Mark for review to come back to a question later. Answered questions marked
                    for review are evaluated.
                  </li>
                  <li>Clear response removes your answer to the question shown.</li>
                </ul>
                <h3 className="h6 mt-3">The question palette</h3>
                <PaletteLegend />
              </div>
            </section>
          </div>
          <div className="col-lg-4">
            <div className="sticky-lg-top instructions-aside">
              <StartPanel exam={exam} />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
