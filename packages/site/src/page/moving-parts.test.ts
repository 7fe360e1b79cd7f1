import { describe, expect, it } from 'vitest';
import { MOVES_AFTER } from '../ui/hydrated-marks.ts';
import { MOVE_LEAD_MS, startBeforeMotion } from './moving-parts.ts';

/** A page's root holding parts marked to move after the given milliseconds (what querySelectorAll finds). */
const page = (...movesAfter: number[]) =>
  ({
    querySelectorAll: (selector: string) => {
      expect(selector).toBe(`[${MOVES_AFTER}]`);
      return movesAfter.map((ms) => ({ getAttribute: (name: string) => (name === MOVES_AFTER ? String(ms) : null) }));
    },
  }) as unknown as ParentNode;

describe('the app started for the parts that move on their own', () => {
  it('starts a second before the first part is due, counted from the page’s start', () => {
    expect(startBeforeMotion(page(7000), false, 400)).toBe(7000 - MOVE_LEAD_MS - 400);
    expect(startBeforeMotion(page(9000, 7000), false, 0)).toBe(7000 - MOVE_LEAD_MS);
  });

  it('starts at once when that moment has passed', () => {
    expect(startBeforeMotion(page(7000), false, 6500)).toBe(0);
  });

  it('waits for the visitor when nothing moves, or when the visitor asks for reduced motion', () => {
    expect(startBeforeMotion(page(), false, 0)).toBeUndefined();
    expect(startBeforeMotion(page(7000), true, 0)).toBeUndefined();
  });
});
