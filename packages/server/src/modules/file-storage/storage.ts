/**
 * Where uploaded bytes live. A record's `file` holds `url(key)`: `/files/<key>` (served by the API under
 * its public path, `/public/files/<key>`) or `${FILES_PUBLIC_URL}/<key>` when files have an origin of their own.
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import { baseDb, type Db } from '../../db/index.ts';
import { LocalFileStorage } from './local-storage.ts';
import { FILES_PATH, PUBLIC_PATH } from './keys.ts';
import { S3FileStorage } from './s3-storage.ts';

export interface StoredObject {
  body: Readable;
  contentType?: string;
  contentLength?: number;
  /** Set for an answer to a Range request. */
  contentRange?: string;
  etag?: string;
  lastModified?: Date;
}

export interface PutOptions {
  ifAbsent?: boolean;
}

export interface FileStorage {
  readonly provider: 'local' | 'aws-s3';
  /**
   * A stream comes with its size (S3 needs the length up front). `ifAbsent`: never over an object already there
   * (KeyTaken instead), for keys a caller did not draw at random (imports).
   */
  put(key: string, body: Buffer | Readable, contentType: string, size?: number, options?: PutOptions): Promise<void>;
  /** An object's bytes; undefined when there is none (image variants are made from the original). */
  get(key: string): Promise<Buffer | undefined>;
  /** Deleting an object that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** What a record's `file` holds for this key. */
  url(key: string): string;
  /** The key behind a record's `file`, when this storage holds it; undefined for outside files. */
  keyOf(file: string): string | undefined;
}

const ABSOLUTE_URL = /^https?:\/\//;
/** A record's `file` as an absolute url: urls as they are, paths under the API's public path (PUBLIC_API_URL). */
export function absoluteFileUrl(config: Config, file: string): string {
  return ABSOLUTE_URL.test(file) ? file : `${config.PUBLIC_API_URL}${PUBLIC_PATH}${file}`;
}

/** What records may hold for a stored key: the API's path, and the FILES_PUBLIC_URL url when there is one. */
export const recordNamesOf = (storage: FileStorage, key: string) => [
  ...new Set([`${FILES_PATH}/${key}`, storage.url(key)]),
];

/** FILES_PUBLIC_URL, or the older S3_PUBLIC_URL it replaces. */
export const filesPublicUrl = (config: Config) => config.FILES_PUBLIC_URL ?? config.S3_PUBLIC_URL;

/** The storage FILE_STORAGE_PROVIDER names. `root` resolves a relative FILE_STORAGE_DIR (default: the cwd). */
export function createFileStorage(config: Config, options: { root?: string } = {}): FileStorage {
  if (config.FILE_STORAGE_PROVIDER === 'aws-s3') {
    if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required when FILE_STORAGE_PROVIDER=aws-s3');
    return new S3FileStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      publicUrl: filesPublicUrl(config),
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return new LocalFileStorage(
    path.resolve(options.root ?? process.cwd(), config.FILE_STORAGE_DIR),
    filesPublicUrl(config),
  );
}

/**
 * Each app's storage, by its database handle (the request context has no room for module state): the one
 * given in AppDeps, else one built from the config the first time it is needed.
 */
const storages = new WeakMap<Db, FileStorage>();

export function bindStorage(db: Db, storage: FileStorage): void {
  storages.set(db, storage);
}

export function storageOf(deps: { db: Db; config: Config }): FileStorage {
  let storage = storages.get(baseDb(deps.db));
  if (!storage) {
    storage = createFileStorage(deps.config);
    storages.set(baseDb(deps.db), storage);
  }
  return storage;
}
