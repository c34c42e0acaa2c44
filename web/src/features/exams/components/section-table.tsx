import type { SectionResult } from '@pariksha/contracts/exams';
import { formatPercent, formatScore } from '../lib/format';

export function SectionTable({ sections }: { sections: SectionResult[] }) {
  return (
    <section aria-labelledby="sections-result-title" className="card shadow-sm mb-4">
      <div className="card-body">
        <h2 id="sections-result-title" className="h5">
          By section
        </h2>
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col" className="text-end">Questions</th>
                <th scope="col" className="text-end">Correct</th>
                <th scope="col" className="text-end">Wrong</th>
                <th scope="col" className="text-end">Unanswered</th>
                <th scope="col" className="text-end">Score</th>
                <th scope="col" className="text-end">Accuracy</th>
              </tr>
            </thead>
            <tbody>
              {sections.map((s) => (
                <tr key={s.sectionId}>
                  <th scope="row" className="fw-normal">{s.title}</th>
                  <td className="text-end">{s.questionCount}</td>
                  <td className="text-end">{s.correct}</td>
                  <td className="text-end">{s.wrong}</td>
                  <td className="text-end">{s.unanswered}</td>
                  <td className="text-end">
                    {formatScore(s.score)} / {formatScore(s.maxScore)}
                  </td>
                  <td className="text-end">{formatPercent(s.accuracy)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
