/**
 * Whether the element with an id is on screen: false on the server, while hydrating, and while there is none.
 * Looked up by id on every scroll and resize rather than observed: the element may come later than the asking
 * component, or be replaced (a lazily loaded widget), and an observer would keep watching the node it was given.
 */
import { useEffect, useState } from 'react';
import { useLive } from './island.ts';

export function useOnScreen(id: string, enabled = true): boolean {
  useLive(enabled);
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const box = document.getElementById(id)?.getBoundingClientRect();
      setOnScreen(box !== undefined && box.bottom > 0 && box.top < window.innerHeight);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [id, enabled]);
  return onScreen;
}
