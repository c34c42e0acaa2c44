import DOMPurify from 'dompurify';
import { richTextSanitizer } from '@pariksha/contracts/rich-text';

/**
 * Article HTML before it is shown: sanitised again, in the browser, with the configuration the
 * server used before storing it (docs/decisions/015), on a DOMPurify instance of its own.
 */
export const sanitizeArticle = richTextSanitizer(DOMPurify(window));
