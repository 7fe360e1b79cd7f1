import { entity, link } from '../entity.ts';
import { adminTitle, className, content, int, localized, optionalText, slug, text, variant } from '../fields.ts';

export const fileStorage = [
  /**
   * `file` is the stored path or a url (https; http only for the server's own FILES_PUBLIC_URL); a bare path
   * is served under the API host's public path. No markup, quotes or control characters: the value lands in
   * pages (the server checks hosts and paths further).
   */
  entity(
    'file-storage',
    'files',
    {
      adminTitle: adminTitle(),
      slug: slug(),
      file: text({ pattern: /^(https?:\/\/|\/(?!\/))[^\s\p{Cc}<>"'`\\]+$/u, upload: true }),
      containerClassName: optionalText(),
      className: className(),
      variant: variant(),
      // Measured by the server from the uploaded bytes (files module); a record made by path may give them.
      width: int({ optional: true, measured: true }),
      height: int({ optional: true, measured: true }),
      alt: localized(),
      size: int({ optional: true, measured: true }),
      extension: optionalText({ measured: true }),
      /** Picks the view: an image or a video with controls. */
      mimeType: optionalText({ measured: true }),
    },
    // Staff only: a file is found by its name and alt text in the back office (a private file has no public page).
    { search: { title: ['adminTitle'], body: ['alt'], public: false } },
  ),
  entity('file-storage', 'widgets', { ...content() }),
  link('file-storage', 'widgets-to-files', { widgetId: 'file-storage/widgets', fileId: 'file-storage/files' }),
];
