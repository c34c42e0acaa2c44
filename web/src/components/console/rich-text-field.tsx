import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_MAX_DEPTH, RICH_TEXT_MAX_LENGTH } from '@pariksha/contracts/rich-text';
import { sanitizeRichText } from '@/lib/sanitize-rich-text';

const COMMANDS = [
  { key: 'bold', command: 'bold' },
  { key: 'italic', command: 'italic' },
  { key: 'heading', command: 'formatBlock', value: 'h3' },
  { key: 'paragraph', command: 'formatBlock', value: 'p' },
  { key: 'bullets', command: 'insertUnorderedList' },
  { key: 'numbers', command: 'insertOrderedList' },
  { key: 'quote', command: 'formatBlock', value: 'blockquote' },
] as const;

/**
 * An article's text with a small toolbar (bold, italic, heading, lists, quote, link), or its HTML.
 * What it shows has been through the sanitiser the article screen uses, and the server sanitises
 * again before storing: what learners read is what this shows. A note under it says what the
 * server keeps out: pictures from other websites, and text past its length or depth.
 */
export function RichTextField({
  id,
  value,
  onChange,
  invalid,
  required,
  describedBy,
  labelledBy,
}: {
  id: string;
  /** The field's label (a label's `for` does not name an editable div). */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('console');
  const editor = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(false);
  const noteId = `${id}-note`;
  const described = [describedBy, noteId].filter(Boolean).join(' ');

  // The editor's content is set from the value only when it differs (typing keeps the caret).
  useEffect(() => {
    const el = editor.current;
    if (!el || source) return;
    const clean = sanitizeRichText(value);
    if (el.innerHTML !== clean) el.innerHTML = clean;
  }, [value, source]);

  const run = (command: string, arg?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, arg);
    onChange(editor.current?.innerHTML ?? '');
  };

  return (
    <div className={`border rounded${invalid ? ' border-danger' : ''}`}>
      <div
        role="toolbar"
        aria-label={t('rich.toolbar')}
        aria-controls={id}
        className="d-flex flex-wrap gap-1 p-1 border-bottom bg-body-tertiary"
      >
        {COMMANDS.map((c) => (
          <button
            key={c.key}
            type="button"
            className="btn btn-sm btn-light border"
            disabled={source}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(c.command, 'value' in c ? c.value : undefined)}
          >
            {t(`rich.${c.key}`)}
          </button>
        ))}
        <button
          type="button"
          className="btn btn-sm btn-light border"
          disabled={source}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            const url = window.prompt(t('rich.linkPrompt'));
            if (url && /^(https?:|mailto:)/i.test(url)) run('createLink', url);
          }}
        >
          {t('rich.link')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary ms-auto"
          aria-pressed={source}
          onClick={() => setSource((s) => !s)}
        >
          {t('rich.source')}
        </button>
      </div>
      {source ? (
        <textarea
          id={id}
          className="form-control border-0 font-monospace"
          rows={12}
          value={value}
          aria-labelledby={labelledBy}
          aria-describedby={described}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <div
          id={id}
          ref={editor}
          className="p-2 article-body"
          style={{ minHeight: '12rem' }}
          contentEditable
          role="textbox"
          aria-multiline="true"
          tabIndex={0}
          aria-labelledby={labelledBy}
          aria-describedby={described}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          onInput={(e) => onChange(e.currentTarget.innerHTML)}
        />
      )}
      <div className="form-text px-2 pb-1" id={noteId}>
        {t('rich.note', {
          max: RICH_TEXT_MAX_LENGTH.article.toLocaleString(),
          depth: RICH_TEXT_MAX_DEPTH,
        })}
      </div>
    </div>
  );
}
