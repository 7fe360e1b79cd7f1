/**
 * Parts of a server-rendered page that move on their own (a slider's auto-advance) need the app before their first
 * move, though the page waits for the visitor's first move to start it (boot.ts).
 */
import { MOVES_AFTER } from '../ui/hydrated-marks.ts';

/** How long before a part moves the app starts: its code is prefetched by then, a second hydrates it. */
export const MOVE_LEAD_MS = 1000;

/**
 * The delay from `now` (ms on the page's clock) after which the app starts for the parts marked `MOVES_AFTER`:
 * MOVE_LEAD_MS before the first is due. None when nothing moves, or when the visitor asks for reduced motion (a
 * slider stands still then: an app started for it would only block the reader).
 */
export function startBeforeMotion(root: ParentNode, reducedMotion: boolean, now: number): number | undefined {
  if (reducedMotion) return undefined;
  const moves = [...root.querySelectorAll(`[${MOVES_AFTER}]`)].map((part) => Number(part.getAttribute(MOVES_AFTER)));
  return moves.length ? Math.max(0, Math.min(...moves) - MOVE_LEAD_MS - now) : undefined;
}
