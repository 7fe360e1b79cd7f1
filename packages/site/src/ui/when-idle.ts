/**
 * Runs `run` once the browser is idle (Safari has no idle callback: a second on). For code the page does not need
 * to be read or hydrated, fetched after: the toaster, a slider's animations.
 */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => run());
  else setTimeout(run, 1000);
}
