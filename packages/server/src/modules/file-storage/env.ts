/** The file-storage module's environment (merged into the app's config schema). */
import { z } from 'zod';

const commaList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    );

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

const trimmedUrl = z
  .string()
  .url()
  .transform((v) => v.replace(/\/+$/, ''));

/**
 * Images (SVG too: served under a sandbox policy it runs nothing), PDF, mp4/webm video and plain text; not
 * HTML, which is for pages, not files.
 */
export const DEFAULT_ALLOWED_TYPES =
  'image/jpeg,image/png,image/gif,image/webp,image/avif,image/svg+xml,application/pdf,video/mp4,video/webm,text/plain';

export const fileStorageEnv = {
  FILE_STORAGE_PROVIDER: z.enum(['local', 'aws-s3']).default('local'),
  /** `local`: where uploads are written (relative paths from the repository root). */
  /** Unset: DATA_DIR/files (config.ts's loadConfig), so an install's state stays in one directory. */
  FILE_STORAGE_DIR: z.string().optional(),
  /** Mime types an upload may have, as detected from its bytes; `type/*` allows a whole family. */
  FILE_ALLOWED_TYPES: commaList(DEFAULT_ALLOWED_TYPES),
  /** `aws-s3`: any S3-compatible service (AWS, MinIO, R2...). */
  S3_ENDPOINT: trimmedUrl.optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `true` for MinIO and most self-hosted services (bucket in the path, not the host name). */
  S3_FORCE_PATH_STYLE: flag,
  /**
   * Where stored files are fetched from, an origin of their own: a host name proxied to this API's
   * `/public/files` (`https://files.example.org/public/files`), a bucket or a CDN. Set: new uploads' records
   * hold `${FILES_PUBLIC_URL}/key`. Unset: `/files/key`, served on the API's origin (inert, but beside it).
   */
  FILES_PUBLIC_URL: trimmedUrl.optional(),
  /** The older name of FILES_PUBLIC_URL (read when it is unset). */
  S3_PUBLIC_URL: trimmedUrl.optional(),
};
