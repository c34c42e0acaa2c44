import { Link } from 'react-router';
import type { Category } from '@pariksha/contracts/catalogue';
import { catalogueRoute } from '../lib/paths';

/** The exam categories as cards, each with links to its levels; the learner's own exam marked. */
export function CategoryLevels({
  categories,
  target,
}: {
  categories: Category[];
  target?: { categoryId: number | null; levelId: number | null };
}) {
  return (
    <ul className="row row-cols-1 row-cols-md-3 g-3 list-unstyled mb-0">
      {categories.map((c) => (
        <li key={c.id} className="col">
          <div className="card h-100 shadow-sm">
            <div className="card-body d-flex flex-column">
              <h3 className="h5 card-title">{c.name}</h3>
              <p className="small text-body-secondary">{c.description}</p>
              <ul
                className="list-unstyled d-flex flex-column gap-2 mb-0 mt-auto"
                aria-label={`${c.name} levels`}
              >
                {c.levels.map((l) => {
                  const mine = target?.categoryId === c.id && target?.levelId === l.id;
                  return (
                    <li key={l.id}>
                      <Link
                        to={catalogueRoute.progress(c.id, l.id)}
                        className={`btn w-100 d-flex justify-content-between align-items-center ${mine ? 'btn-primary' : 'btn-outline-primary'}`}
                      >
                        <span>
                          {l.name}
                          {mine && <span className="ms-2 badge text-bg-light">Your exam</span>}
                        </span>
                        <span className="small">
                          {l.courseCount} {l.courseCount === 1 ? 'course' : 'courses'}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
