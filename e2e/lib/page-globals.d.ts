// Flags the browser tests set on the page's window (page.evaluate / addInitScript) to observe it.
export {};

declare global {
  interface Window {
    /** Survives only while the document does: proves a change appeared without a reload. */
    __noReload?: boolean;
    /** How many times React added the landing hero's heading. */
    __heroSeen: number;
    /** Whether index.html's static hero was still there at DOMContentLoaded. */
    __heroAtDomReady?: boolean;
    /** Whether the HTML parser ever inserted the static hero (it may be painted before boot.js removes it). */
    __heroParsed: boolean;
    /** Sizes of the largest-contentful-paint entries, in order. */
    __lcp: number[];
    /** Messages of the unhandled promise rejections the page raised (recordUnhandledRejections). */
    __rejections: string[];
    /** Texts a test watches appear, recorded by a MutationObserver (text that shows only briefly). */
    __seenTexts: string[];
    /** Samples a test takes while something changes: [ms since start, ...values]. */
    __samples: Array<[number, ...string[]]>;
  }
}
