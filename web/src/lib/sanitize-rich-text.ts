import DOMPurify from 'dompurify';
import { richTextSanitizer } from '@pariksha/contracts/rich-text';

/**
 * Rich text (an article, a question, its options, explanation and instructions) before it is
 * shown: sanitised again, in the browser, with the one configuration the server used before
 * storing it (docs/decisions/015), on a DOMPurify instance of its own.
 */
export const sanitizeRichText = richTextSanitizer(DOMPurify(window));
