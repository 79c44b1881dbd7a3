import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Ad markup is sanitised with DOMPurify before it is stored (issue 11), here and for every ad
 * saved later, so there is one definition of what an ad may contain.
 *
 * DOMPurify's default profile, plus `target`: ads sit in a sandboxed frame (frontend AdBlock),
 * and a link must say whether it opens over the whole tab (`_top`, our house ads) or in a new
 * tab (`_blank`). Any other target is dropped; `_blank` links get `rel="noopener noreferrer"`.
 */
export const AD_SANITIZE_CONFIG: Config = { ADD_ATTR: ['target'] };

const ALLOWED_TARGETS = new Set(['_top', '_blank']);

// One window for the process: DOMPurify needs a DOM, jsdom gives it one outside the browser.
const purify = createDOMPurify(new JSDOM('').window);
purify.addHook('afterSanitizeAttributes', (node) => {
  const target = node.getAttribute?.('target');
  if (target === null || target === undefined) return;
  if (!ALLOWED_TARGETS.has(target)) node.removeAttribute('target');
  else if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

/** The markup as it will be stored and rendered: scripts, handlers and unknown tags removed. */
export const sanitizeAdCode = (markup: string): string => purify.sanitize(markup, AD_SANITIZE_CONFIG);
