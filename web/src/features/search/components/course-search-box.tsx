import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CourseSearchHit } from '@pariksha/contracts/catalogue';
import { useCourseSearch } from '../api/search-courses';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SearchResults, SearchStatus, optionId, type SearchState } from './search-results';
import './course-search-box.css';

/** Characters the server matches; more would only be cut off there. */
const MAX_LENGTH = 100;
const DEBOUNCE_MS = 150;

/**
 * Top bar course search (spec §2): a combobox whose listbox shows matching courses; choosing one
 * clears the box and opens /progress/search/{id}?name=<course name>.
 */
export default function CourseSearchBox() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const settled = useDebouncedValue(typed, DEBOUNCE_MS);
  // Re-issued whenever the text changes once the learner has typed, empty text included.
  const search = useCourseSearch(settled, touched);

  const hits = settled === typed && search.data ? search.data : [];
  const expanded = open && typed !== '';
  const state: SearchState = !expanded
    ? 'closed'
    : settled !== typed || search.isPending
      ? 'loading'
      : search.error || hits.length === 0
        ? 'empty'
        : 'ready';
  const listShown = state === 'ready';

  const choose = (hit: CourseSearchHit) => {
    setText('');
    setOpen(false);
    setActive(-1);
    void navigate(`/progress/search/${hit.id}?name=${encodeURIComponent(hit.course_name)}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!expanded) return setOpen(true);
      if (hits.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        i < 0 && step < 0 ? hits.length - 1 : (i + step + hits.length) % hits.length,
      );
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = listShown ? hits[active] : undefined;
      if (hit) choose(hit);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        e.preventDefault();
        setText('');
      }
    }
  };

  return (
    <div className="course-search" role="search">
      <input
        type="text"
        className="form-control course-search-input"
        placeholder={t('box.placeholder')}
        aria-label={t('box.label')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listShown ? listId : undefined}
        aria-activedescendant={listShown && active >= 0 ? optionId(listId, active) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_LENGTH}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setTouched(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <SearchStatus state={state} count={hits.length} />
      {listShown && (
        <div className="course-search-dropdown card shadow">
          <SearchResults
            listId={listId}
            hits={hits}
            activeIndex={active}
            onChoose={choose}
            onHover={setActive}
          />
        </div>
      )}
    </div>
  );
}
