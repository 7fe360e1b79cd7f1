/**
 * The registry is the one place that knows every module: no import (type imports included) from a module leads back
 * to it, so a module is read, type-checked and tested without the list of all the others.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const modulesDir = path.resolve(import.meta.dirname, '../src/modules');
const registry = path.join(modulesDir, 'registry.ts');

/** The relative imports of a file, resolved to files (every import in this code base names its `.ts` file). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name));
}

/** The path of imports from `from` to `to`, if there is one. */
function importPath(from: string, to: string): string[] | undefined {
  const cameFrom = new Map<string, string>([[from, '']]);
  const queue = [from];
  while (queue.length) {
    const file = queue.shift()!;
    if (file === to) {
      const trail = [file];
      while (cameFrom.get(trail[0]!)) trail.unshift(cameFrom.get(trail[0]!)!);
      return trail.map((step) => path.relative(modulesDir, step));
    }
    for (const next of importsOf(file)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return undefined;
}

describe('module wiring', () => {
  it('no module imports lead back to the registry', () => {
    const modules = importsOf(registry).filter((file) => file.endsWith('/index.ts'));
    expect(modules.length).toBeGreaterThanOrEqual(8);
    for (const module of modules)
      expect(importPath(module, registry), path.relative(modulesDir, module)).toBeUndefined();
  });
});
