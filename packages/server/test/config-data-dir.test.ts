/**
 * DATA_DIR keeps an install's state in one place: with DATA_DIR moved and FILE_STORAGE_DIR unset, uploaded files
 * stayed in the repository's `.data/files`, shared by every install started from that checkout (and `pnpm restore`
 * into a fresh DATA_DIR refused: "the install is not empty").
 */
import { expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

it('keeps local files under DATA_DIR unless FILE_STORAGE_DIR says otherwise', () => {
  expect(loadConfig({}).FILE_STORAGE_DIR).toBe('.data/files');
  expect(loadConfig({ DATA_DIR: '/srv/symbol' }).FILE_STORAGE_DIR).toBe('/srv/symbol/files');
  expect(loadConfig({ DATA_DIR: '/srv/symbol', FILE_STORAGE_DIR: '/mnt/files' }).FILE_STORAGE_DIR).toBe('/mnt/files');
});
