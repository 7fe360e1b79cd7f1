/** The page's marks for its first script (boot.ts), which loads them without React or the router. */

/**
 * A control the server renders disabled and the page's first script enables on a plain visit (boot.ts): before any
 * script a press would send its form the browser's way (a GET, the fields in the url); from the boot on, a press
 * waits for the app and is then made (page/before-hydration.ts). Elsewhere it stays disabled until hydrated.
 */
export const ENABLED_BY_SCRIPT = 'data-enabled-by-script';

/** A part drawn in the browser only (a placeholder until then): its page starts the app at once (boot.ts). */
export const AWAITS_APP = 'data-awaits-app';

/**
 * A part that moves on its own (a slider's auto-advance) the value's milliseconds after the page began, unless the
 * visitor asks for reduced motion: a page waiting for the visitor's first move starts the app shortly before (boot.ts).
 */
export const MOVES_AFTER = 'data-moves-after';

/** On the document's element once the first page is React's (main.tsx): what a test waits for before pressing. */
export const HYDRATED = 'data-hydrated';
