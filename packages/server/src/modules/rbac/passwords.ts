/**
 * Password hashing: argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). The PHC string keeps its own
 * salt and parameters, so stronger settings later still verify old hashes.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** `algorithm: 2` is Algorithm.Argon2id (a const enum, not importable as a value here). */
const OWASP_MINIMUM = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/**
 * Under test (NODE_ENV=test) argon2id's least work, as Rails' `min_cost` and Devise's `stretches = 1` do in
 * their test environments: the suites register and sign in over a thousand times, each 20–60 ms of a core at
 * OWASP's settings. Still argon2id, still verified from its PHC string; never a deployment's (NODE_ENV is
 * `production` or `development` there).
 */
const UNDER_TEST = { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 };

const hashOptions = () => (process.env.NODE_ENV === 'test' ? UNDER_TEST : OWASP_MINIMUM);

export const hashPassword = (password: string): Promise<string> => hash(password, hashOptions());

/** False for a wrong password and for anything that is not an argon2 hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

const dummies = new Map<typeof OWASP_MINIMUM, Promise<string>>();

/**
 * Spends the time of one verification when there is no hash to check (unknown email), so answer times
 * do not tell which emails are registered.
 */
export async function verifyNothing(password: string): Promise<false> {
  const options = hashOptions();
  if (!dummies.has(options)) dummies.set(options, hash(randomBytes(16).toString('hex'), options));
  await verifyPassword(await dummies.get(options)!, password);
  return false;
}
