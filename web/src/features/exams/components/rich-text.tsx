import { memo, useMemo } from 'react';
import { sanitizeRichText } from '@/lib/sanitize-rich-text';

type Props = { html: string; className?: string; lang?: string; id?: string; inline?: boolean };

/** Server rich text, sanitised to a small allow-list before it reaches the DOM. */
export const RichText = memo(function RichText({ html, className, lang, id, inline }: Props) {
  const clean = useMemo(() => ({ __html: sanitizeRichText(html) }), [html]);
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag
      id={id}
      lang={lang}
      className={`rich-text ${className ?? ''}`}
      dangerouslySetInnerHTML={clean}
    />
  );
});
