/**
 * Where a stored file is fetched from (spec §9: media from the public path unless the path includes https):
 * uploads (`/files/<key>`) from the API's public path `/public/files/<key>`, the site's own images
 * (`/images/...`) from the site's public folder, https addresses as they are.
 */
export const PUBLIC_PATH = '/public';

export function mediaUrl(file: string): string {
  if (!file || file.includes('https')) return file;
  return file.startsWith('/files/') ? `${PUBLIC_PATH}${file}` : file;
}
