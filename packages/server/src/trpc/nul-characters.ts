/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so a NUL character anywhere in an input would fail deep in
 * a query as a 500. Every procedure input (REST bodies, queries and path parameters reach procedures too) is
 * checked once here, at the edge, and refused as a 400 naming where the character is.
 */
import { badRequest } from '../errors.ts';

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** The path of the first string (value or key) holding a NUL character; null when there is none. */
export function nulCharacterPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (!value || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = nulCharacterPath(value[index], [...path, String(index)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Uploads and other objects the server built itself are checked where they are made.
  if (!isPlain(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return [...path, JSON.stringify(key)];
    const found = nulCharacterPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export function assertNoNulCharacters(input: unknown): void {
  const path = nulCharacterPath(input);
  if (!path) return;
  const where = path.join('.') || 'input';
  throw badRequest(`${where} must not contain a NUL character`, [`${where}: contains a NUL character (U+0000)`]);
}
