/**
 * Settings a person gets wrong, or leaves out. DATA_DIR keeps an install's state in one place: with DATA_DIR moved
 * and FILE_STORAGE_DIR unset, uploaded files stayed in the repository's `.data/files`, shared by every install
 * started from that checkout (and `pnpm restore` into a fresh DATA_DIR refused: "the install is not empty").
 */
import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

it('keeps local files under DATA_DIR unless FILE_STORAGE_DIR says otherwise', () => {
  expect(loadConfig({}).FILE_STORAGE_DIR).toBe('.data/files');
  expect(loadConfig({ DATA_DIR: '/srv/symbol' }).FILE_STORAGE_DIR).toBe('/srv/symbol/files');
  expect(loadConfig({ DATA_DIR: '/srv/symbol', FILE_STORAGE_DIR: '/mnt/files' }).FILE_STORAGE_DIR).toBe('/mnt/files');
});

it('refuses a DATABASE_URL that is not a PostgreSQL url, naming the form it expects', () => {
  // It used to wait forever for "PostgreSQL at x:5432".
  expect(() => loadConfig({ DATABASE_URL: 'mysql://root@x/db' })).toThrow(
    /DATABASE_URL: a PostgreSQL url: postgresql:\/\/user:password@host:5432\/database/,
  );
  expect(() => loadConfig({ DATABASE_URL: 'localhost:5432/symbol' })).toThrow(ConfigError);
  expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).DATABASE_URL).toBe('postgres://u@h/db');
  expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
});
