/** `local`: objects are files under one directory, served by the API at /public/files/<key>. */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileUrl, isKey, isVariantKey, KeyTaken, keyOfFile } from './keys.ts';
import type { FileStorage, PutOptions } from './storage.ts';

export class LocalFileStorage implements FileStorage {
  readonly provider = 'local';

  /** `publicUrl`: FILES_PUBLIC_URL, a host of the files' own proxied to this API's /public/files. */
  constructor(
    readonly dir: string,
    private readonly publicUrl?: string,
  ) {}

  private pathOf(key: string): string {
    if (!isKey(key) && !isVariantKey(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.dir, ...key.split('/'));
  }

  async put(key: string, body: Buffer | Readable, _type?: string, _size?: number, options?: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside then renamed: a reader never sees half a file. `ifAbsent`: linked instead, which fails when
    // the name is taken (a rename would replace it).
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, body, { flag: 'wx' });
      if (!options?.ifAbsent) return await rename(temporary, target);
      await link(temporary, target).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? new KeyTaken(key) : error;
      });
      await rm(temporary, { force: true });
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    return fileUrl(key, this.publicUrl);
  }

  keyOf(file: string): string | undefined {
    return keyOfFile(file, this.publicUrl);
  }
}
