/** `aws-s3`: objects in a bucket of any S3-compatible service (a configurable endpoint, so MinIO works). */
import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { contentDispositionOf, contentTypeOf } from './file-types.ts';
import { fileUrl, KeyTaken, keyOfFile } from './keys.ts';
import type { FileStorage, PutOptions, StoredObject } from './storage.ts';
import { onDemand } from '../../on-demand.ts';

/** The AWS SDK, loaded by the first S3 storage made (a local storage never loads it). */
const s3 = onDemand<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** FILES_PUBLIC_URL: the bucket's public base, or a host proxied to this API; unset, the API's path. */
  publicUrl?: string;
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

export class S3FileStorage implements FileStorage {
  readonly provider = 'aws-s3';
  readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new (s3().S3Client)({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where the API requires them: S3-compatible services differ in what they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable, contentType: string, size?: number, options?: PutOptions) {
    // `ifAbsent`: looked for first (servers that ignore the condition below: s3rver, older MinIO), then written
    // on the condition that nothing is there (S3 and MinIO refuse a PUT that lost the race with 412).
    if (options?.ifAbsent && (await this.exists(key))) throw new KeyTaken(key);
    await this.client
      .send(
        new (s3().PutObjectCommand)({
          Bucket: this.options.bucket,
          Key: key,
          Body: body,
          ContentLength: size,
          // A bucket answering directly (FILES_PUBLIC_URL) says what the API would: the type, and download unless media.
          ContentType: contentTypeOf(contentType),
          ContentDisposition: contentDispositionOf(contentType),
          CacheControl: 'public, max-age=31536000, immutable',
          // A conditional write: 412 when the key holds an object already.
          ...(options?.ifAbsent ? { IfNoneMatch: '*' } : {}),
        }),
      )
      .catch((error: unknown) => {
        throw options?.ifAbsent && statusOf(error) === 412 ? new KeyTaken(key) : error;
      });
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new (s3().HeadObjectCommand)({ Bucket: this.options.bucket, Key: key }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    const object = await this.read(key);
    if (!object) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new (s3().DeleteObjectCommand)({ Bucket: this.options.bucket, Key: key }));
  }

  url(key: string): string {
    return fileUrl(key, this.options.publicUrl);
  }

  keyOf(file: string): string | undefined {
    return keyOfFile(file, this.options.publicUrl);
  }

  /** One object (or a byte range of it); undefined when there is none. */
  async read(key: string, range?: string): Promise<StoredObject | undefined> {
    try {
      const answer = await this.client.send(
        new (s3().GetObjectCommand)({ Bucket: this.options.bucket, Key: key, Range: range }),
      );
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType,
        contentLength: answer.ContentLength,
        contentRange: answer.ContentRange,
        etag: answer.ETag,
        lastModified: answer.LastModified,
      };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  /** Creates the bucket when it does not exist (a fresh MinIO); other failures are the caller's to log. */
  async ensureBucket(): Promise<'exists' | 'created'> {
    try {
      await this.client.send(new (s3().HeadBucketCommand)({ Bucket: this.options.bucket }));
      return 'exists';
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
    await this.client.send(new (s3().CreateBucketCommand)({ Bucket: this.options.bucket }));
    return 'created';
  }
}
