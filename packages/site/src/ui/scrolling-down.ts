/**
 * Whether the visitor is reading down the page: true after a scroll down past the first screen's top, false again
 * on any scroll up (and on the server, while hydrating, near the top) and whenever `news` changes (what the button
 * would show changed: it should be seen). A floating button steps aside meanwhile, so it does not sit over what is
 * being read; scrolling up a little brings it back.
 */
import { useEffect, useState } from 'react';
import { useLive } from './island.ts';

const NEAR_TOP_PX = 120;
/** Smaller moves (a trackpad's jitter, the address bar showing) change nothing. */
const MIN_MOVE_PX = 8;

export function useScrollingDown(news?: unknown): boolean {
  useLive();
  const [down, setDown] = useState(false);
  useEffect(() => setDown(false), [news]);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < MIN_MOVE_PX) return;
      setDown(y > last && y > NEAR_TOP_PX);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return down;
}
