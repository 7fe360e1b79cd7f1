/**
 * The page's entry (issue 24). The server sends each page rendered whole; the app's code (React, the router, the
 * widgets: about 185 kB gzip) only makes it interactive. So that code is loaded once the page is painted, its
 * main picture (the one marked `fetchpriority="high"`, its largest contentful paint) included: on a slow phone the
 * HTML, the CSS and that picture get the bandwidth first, and a script already cached no longer evaluates and
 * hydrates (hundreds of milliseconds on a slow CPU) before anything shows. A picture slow to come does not hold
 * the code back past MAX_WAIT_MS.
 */
import './styles.css';

const MAX_WAIT_MS = 2500;

function loaded(image: HTMLImageElement | null): Promise<unknown> {
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', resolve, { once: true });
    image.addEventListener('error', resolve, { once: true });
  });
}

/** Resolves after the next frame is painted (a task queued from a frame callback runs after that frame). */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const main = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
await Promise.race([loaded(main), new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
await painted();
await import('./main.tsx');

export {};
