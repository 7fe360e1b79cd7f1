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

interface Node {
  value: unknown;
  key?: string;
  parent?: Node;
}

const pathOf = (node: Node): string[] => {
  const path: string[] = [];
  for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The path of a string (value or key) holding a NUL character; null when there is none. Walked with a stack,
 * not recursion, so an input is read to its end however deep it nests (a cut-off depth let a NUL 65 levels
 * down reach a jsonb column: a 500).
 */
export function nulCharacterPath(value: unknown): string[] | null {
  const stack: Node[] = [{ value }];
  const seen = new Set<object>();
  while (stack.length) {
    const node = stack.pop()!;
    const item = node.value;
    if (typeof item === 'string') {
      if (item.includes('\0')) return pathOf(node);
      continue;
    }
    // Uploads and other objects the server built itself are checked where they are made.
    if (!item || typeof item !== 'object' || seen.has(item) || (!Array.isArray(item) && !isPlain(item))) continue;
    seen.add(item);
    const entries: [string, unknown][] = Array.isArray(item)
      ? item.map((element, index) => [String(index), element])
      : Object.entries(item);
    for (const [key] of entries) if (key.includes('\0')) return [...pathOf(node), JSON.stringify(key)];
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index]!;
      stack.push({ value: child, key, parent: node });
    }
  }
  return null;
}

export function assertNoNulCharacters(input: unknown): void {
  const path = nulCharacterPath(input);
  if (!path) return;
  const where = path.join('.') || 'input';
  throw badRequest(`${where} must not contain a NUL character`, [`${where}: contains a NUL character (U+0000)`]);
}
