/**
 * Fixed-window counters for abuse limits. In memory for one instance; in Redis (REDIS_URL) when several
 * instances must share them. `consume` throws a 429 with Retry-After once a key is over its limit.
 */
import type { Redis } from 'ioredis';
import { systemClock, type Clock } from './clock.ts';
import { AppError } from './errors.ts';

export interface RateLimitStore {
  /** Counts one hit on `key` in its current window; answers the count so far and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one hit on `key` back (an attempt that turned out not to count); the window is kept. */
  release(key: string): Promise<void>;
}

export interface RateLimit {
  /** At most `max` hits per `windowMs` for one key. */
  max: number;
  windowMs: number;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly clock: Clock = systemClock,
    private readonly maxKeys = 100_000,
  ) {}

  async hit(key: string, windowMs: number) {
    const now = this.clock.now().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async release(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.clock.now().getTime() && window.count > 0) window.count -= 1;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full (a flood of distinct keys): drop the oldest half rather than grow without bound.
    if (this.windows.size >= this.maxKeys) {
      let drop = Math.floor(this.maxKeys / 2);
      for (const key of this.windows.keys()) {
        if (drop-- <= 0) break;
        this.windows.delete(key);
      }
    }
  }
}

/** INCR, and start the window on the first hit, atomically; answers [count, ms left]. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/** DECR only a live key above zero: a key that expired meanwhile is not recreated without its TTL. */
const RELEASE_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'symbol:rate-limit:',
  ) {}

  async hit(key: string, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async release(key: string) {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'Too many requests', [`retry after ${retryAfterSeconds} s`], {
    'retry-after': String(retryAfterSeconds),
  });

type Log = { warn(obj: object, msg: string): void };

/**
 * Counts one attempt against `limit` for `key`; over the limit → 429 with Retry-After. Answers the count so
 * far. A store that fails (Redis down) lets the request through and logs (the count answered is 0): the
 * limits guard against abuse, not availability.
 */
export async function consume(store: RateLimitStore, key: string, limit: RateLimit, log?: Log): Promise<number> {
  let result: { count: number; resetInMs: number };
  try {
    result = await store.hit(key, limit.windowMs);
  } catch (error) {
    log?.warn({ err: error, key }, 'rate limit store failed; request let through');
    return 0;
  }
  if (result.count > limit.max) throw tooManyRequests(Math.max(1, Math.ceil(result.resetInMs / 1000)));
  return result.count;
}

/** Takes back one attempt counted by `consume`; a failing store is logged and otherwise ignored. */
export async function release(store: RateLimitStore, key: string, log?: Log): Promise<void> {
  try {
    await store.release(key);
  } catch (error) {
    log?.warn({ err: error, key }, 'rate limit store failed to take back an attempt');
  }
}
