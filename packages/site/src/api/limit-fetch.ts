/** At most `limit` requests in flight (spec §9: concurrency 5); the rest wait their turn in order. */
export function limitedFetch(limit: number, base: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active--;
    waiting.shift()?.();
  };
  return async (input, init) => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await base(input, init);
    } finally {
      release();
    }
  };
}
