/** Where a page's share image is served (og-image.ts), apart so the metadata names it without the renderer's imports. */
import type { Config } from '../../config.ts';

export const OG_IMAGE_PATH = '/api/host/og-image';

/** The absolute address of a page's share image (the API's own origin: PUBLIC_API_URL). */
export const ogImageUrl = (config: Pick<Config, 'PUBLIC_API_URL'>, url: string, language: string) =>
  `${config.PUBLIC_API_URL}${OG_IMAGE_PATH}?${new URLSearchParams({ url, language })}`;
