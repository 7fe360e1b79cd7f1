import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules', '**/generated', '.data', '**/dist'] },
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
);
