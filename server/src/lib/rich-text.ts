import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { richTextSanitizer } from '@pariksha/contracts/rich-text';

const { window } = new JSDOM('');

/** Article HTML as the app stores it: the shared configuration of contracts/rich-text.ts. */
export const sanitizeRichText = richTextSanitizer(createDOMPurify(window as unknown as WindowLike));

/** Whether sanitised HTML shows nothing: no text, no image, no video. */
export function isEmptyRichText(html: string): boolean {
  const doc = JSDOM.fragment(html);
  return (doc.textContent ?? '').trim() === '' && doc.querySelector('img, iframe') === null;
}
