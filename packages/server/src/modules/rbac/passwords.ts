/**
 * Password hashing: argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). The PHC string keeps its own
 * salt and parameters, so stronger settings later still verify old hashes.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** `algorithm: 2` is Algorithm.Argon2id (a const enum, not importable as a value here). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** False for a wrong password and for anything that is not an argon2 hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no hash to check (unknown email), so answer times
 * do not tell which emails are registered.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummy, password);
  return false;
}
