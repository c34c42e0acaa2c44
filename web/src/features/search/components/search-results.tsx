import { useEffect, useRef } from 'react';
import type { CourseSearchHit } from '@pariksha/contracts/catalogue';

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The dropdown's content: a spinner while loading, 'No Data Found', or the hits as options. */
export function SearchResults({
  listId,
  state,
  hits,
  activeIndex,
  onChoose,
  onHover,
}: {
  listId: string;
  state: 'loading' | 'empty' | 'ready';
  hits: CourseSearchHit[];
  activeIndex: number;
  onChoose: (hit: CourseSearchHit) => void;
  onHover: (index: number) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  // Arrow keys move through the options from the input: keep the active one in view.
  useEffect(() => {
    list.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  if (state === 'loading') {
    return (
      <div className="d-flex justify-content-center p-3" role="status">
        <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        <span className="visually-hidden">Loading...</span>
      </div>
    );
  }
  if (state === 'empty') {
    return (
      <div className="p-3 text-center text-body-secondary" role="status">
        No Data Found
      </div>
    );
  }
  return (
    <ul
      ref={list}
      id={listId}
      role="listbox"
      aria-label="Courses"
      className="course-search-list list-unstyled mb-0 py-1"
    >
      {hits.map((hit, i) => (
        // Keyboard use goes through the combobox input (arrow keys, Enter), as the pattern says.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={hit.id}
          id={optionId(listId, i)}
          role="option"
          aria-selected={i === activeIndex}
          className="course-search-option d-flex align-items-center gap-3 px-3 py-2"
          onMouseDown={(e) => e.preventDefault()}
          onMouseMove={() => onHover(i)}
          onClick={() => onChoose(hit)}
        >
          <img src={hit.course_image} alt="" width={64} height={36} className="rounded" />
          <span className="d-flex flex-column lh-sm">
            <span className="fw-semibold">{hit.course_name}</span>
            <span className="small text-body-secondary">
              {hit.categoryName} · {hit.levelName}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
