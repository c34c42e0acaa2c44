import type { Language } from '@pariksha/contracts/languages';

/** What a mail says, in the learner's language: the layout adds the greeting, name and footer. */
export type MailContent = {
  language: Language;
  /** Who it is for, by name ("Hello Ravi,"); null for no name. */
  name: string | null;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and an address on its own line in text. */
  action?: { label: string; url: string };
  /** Small print under the rest (why this came, how to stop it). */
  footer?: string[];
  /** A link under the small print (a notification's unsubscribe), shown as a link and as text. */
  footerLink?: { label: string; url: string };
};

const PRODUCT = { en: 'Pariksha', ml: 'പരീക്ഷ' } as const;
const HELLO = { en: (n: string) => `Hello ${n},`, ml: (n: string) => `നമസ്കാരം ${n},` } as const;
const HELLO_ANYONE = { en: 'Hello,', ml: 'നമസ്കാരം,' } as const;

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The mail as plain text and as simple HTML that says the same. */
export function mailBody(content: MailContent) {
  const { language, name, paragraphs, action, footer = [], footerLink } = content;
  const greeting = name ? HELLO[language](name) : HELLO_ANYONE[language];
  const product = PRODUCT[language];
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `— ${product}`,
    ...footer,
    ...(footerLink ? [`${footerLink.label}: ${footerLink.url}`] : []),
  ].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escape(s)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escape(product)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;line-height:1.5;color:#212529">',
    `<div style="max-width:560px;margin:0 auto">`,
    `<p style="margin:0 0 24px;font-weight:700;color:#0d6efd">${escape(product)}</p>`,
    p(greeting),
    ...paragraphs.map(p),
    ...(action
      ? [
          `<p style="margin:24px 0"><a href="${escape(action.url)}" style="display:inline-block;padding:10px 18px;background:#0d6efd;color:#fff;text-decoration:none;border-radius:6px">${escape(action.label)}</a></p>`,
          `<p style="margin:0 0 16px;font-size:13px;color:#6c757d;word-break:break-all">${escape(action.url)}</p>`,
        ]
      : []),
    ...footer.map(
      (f) => `<p style="margin:16px 0 0;font-size:13px;color:#6c757d">${escape(f)}</p>`,
    ),
    ...(footerLink
      ? [
          `<p style="margin:16px 0 0;font-size:13px"><a href="${escape(footerLink.url)}" style="color:#6c757d">${escape(footerLink.label)}</a></p>`,
        ]
      : []),
    '</div></body></html>',
  ].join('');
  return { text, html };
}
