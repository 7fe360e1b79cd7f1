import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** The server's modules (packages/server/src/modules/<name>/). */
const SERVER_MODULES = readdirSync(join(import.meta.dirname, 'packages/server/src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A module is used by the others only through its front door, its `index.ts` (its public services): any
 * other file of another module is refused. A module's own tests may reach further.
 */
const moduleBoundaries = SERVER_MODULES.map((name) => {
  const others = SERVER_MODULES.filter((other) => other !== name).join('|');
  return {
    files: [`packages/server/src/modules/${name}/**/*.ts`],
    ignores: [`packages/server/src/modules/${name}/test/**`, '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:\\.\\./)+(?:modules/)?(?:${others})/(?!index\\.ts$)`,
              message: `Another module is used only through its index.ts (its public services), not its files.`,
            },
          ],
        },
      ],
    },
  };
});

/**
 * Lookups keyed by a caller's word (a template, a provider, a field name) must not find what every object
 * inherits: `'constructor' in {}` is true and `{}['constructor']` is `Object` (issue 20: 500s, and a template
 * check passed). So no `in` with a computed key (`Object.hasOwn` says what is meant), and no module-level table
 * written as a `Record<string, …>` object literal (a `Map` is; so is a `Record` keyed by a union of names, which
 * TypeScript will not let a plain string index).
 */
const ownKeyLookups = {
  files: ['packages/server/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
  ignores: ['**/*.test.ts', '**/test/**', '**/generated/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "BinaryExpression[operator='in'][left.type!='Literal']",
        message:
          "`key in object` also finds inherited keys ('constructor' in {}): use Object.hasOwn(object, key) or a Map.",
      },
      ...[
        'TSTypeAnnotation > TSTypeReference',
        "TSTypeAnnotation > TSTypeReference[typeName.name='Readonly'] > TSTypeParameterInstantiation > TSTypeReference",
      ].map((type) => ({
        selector:
          ":matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[init.type='ObjectExpression'] > Identifier > " +
          `${type}[typeName.name='Record'] > TSTypeParameterInstantiation > TSStringKeyword:first-child`,
        message:
          "A table keyed by any string finds inherited keys ({}['constructor'] is Object): make it a Map, or key its Record by a union of its names.",
      })),
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules', '**/generated', '.data', '**/dist', '**/dist-ssr', 'test-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    // The catalogue is bundled by the site and the admin: no Node built-ins, no server code.
    files: ['packages/contracts/**/*.ts'],
    ignores: ['packages/contracts/**/*.test.ts', 'packages/contracts/vitest.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'packages/contracts must stay browser-safe.' })),
          patterns: [
            { group: ['node:*'], message: 'packages/contracts must stay browser-safe: no Node built-ins.' },
            {
              group: ['@symbol/server', '@symbol/server/*'],
              message: 'packages/contracts must not import the server.',
            },
          ],
        },
      ],
    },
  },
  ...moduleBoundaries,
  ownKeyLookups,
);
