/** Files: an image, or a video with controls, by mimeType; file-storage widgets show their files. */
import type { PageNode } from '../api/types.ts';
import { RenderAll, type VariantProps, type VariantTable } from '../registry/registry.tsx';
import { mediaUrl } from '../ui/media.ts';
import { CARD_SIZES, FULL_WIDTH_SIZES, responsiveSources } from '../ui/responsive-image.ts';
import { children, text } from '../ui/node.ts';
import { Heading, Section } from '../ui/section.tsx';
import { useSite } from '../ui/site-context.tsx';

/**
 * A stored file. An image names its responsive variants (WebP, then JPEG or PNG) with `sizes` (how wide the
 * caller shows it; full width unless told), its width and height (no layout shift), and loads lazily unless
 * `eager` (above the fold). `priority` marks the page's largest picture above the fold (its LCP) for the
 * browser to fetch first.
 */
export function FileView({
  node,
  className = '',
  eager = false,
  priority = eager,
  sizes = FULL_WIDTH_SIZES,
}: {
  node: PageNode;
  className?: string;
  eager?: boolean;
  priority?: boolean;
  sizes?: string;
}) {
  const file = text(node, 'file');
  const src = mediaUrl(file);
  if (!src) return null;
  const mimeType = text(node, 'mimeType');
  if (mimeType.startsWith('video/'))
    return (
      <video controls preload="metadata" className={className} aria-label={text(node, 'alt') || undefined}>
        <source src={src} type={mimeType} />
      </video>
    );
  const width = Number(node.width) || undefined;
  const height = Number(node.height) || undefined;
  const sources = width ? responsiveSources(file, mimeType, width, src) : undefined;
  const image = (
    <img
      src={src}
      srcSet={sources?.fallback}
      sizes={sources ? sizes : undefined}
      alt={text(node, 'alt')}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={className}
    />
  );
  if (!sources) return image;
  // `contents`: the picture element takes no box, so the image keeps its place in the caller's layout.
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {image}
    </picture>
  );
}

function FileDefault({ node }: VariantProps) {
  return <FileView node={node} sizes={CARD_SIZES} className="h-auto max-w-full rounded-lg" />;
}

function FileStorageWidget({ node }: VariantProps) {
  return (
    <Section node={node}>
      <Heading node={node} />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <RenderAll entity="file-storage/files" nodes={children(node, 'files')} />
      </div>
    </Section>
  );
}

/** A document's size as people read it: "23 KB", "1.2 MB". */
const sizeText = (bytes: number, language: string) =>
  bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toLocaleString(language, { maximumFractionDigits: 1 })} ${language === 'ru' ? 'МБ' : 'MB'}`
    : `${Math.max(1, Math.round(bytes / 1000))} ${language === 'ru' ? 'КБ' : 'KB'}`;

/** Files as a list of downloads (the reports of a year): each its title (alt), type and size. */
function DocumentList({ node }: VariantProps) {
  const { language } = useSite();
  const files = children(node, 'files').filter((file) => mediaUrl(text(file, 'file')));
  return (
    <Section node={node} inner="max-w-3xl">
      <Heading node={node} />
      <ul className="divide-y divide-stone-200 rounded-xl bg-white ring-1 ring-stone-200">
        {files.map((file) => {
          const extension = (text(file, 'extension') || text(file, 'file').split('.').pop() || '').toUpperCase();
          const size = Number(file.size) || 0;
          return (
            <li key={file.id}>
              <a
                href={mediaUrl(text(file, 'file'))}
                download
                className="flex min-h-12 items-center justify-between gap-4 px-4 py-3 text-stone-900 hover:bg-stone-50"
              >
                <span className="font-medium text-red-900 underline underline-offset-4">
                  {text(file, 'alt') || text(file, 'adminTitle')}
                </span>
                <span className="shrink-0 text-sm text-stone-500">
                  {[extension, size ? sizeText(size, language) : ''].filter(Boolean).join(', ')}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export const fileStorageVariants: Record<string, VariantTable> = {
  'file-storage/files': { default: FileDefault },
  'file-storage/widgets': { default: FileStorageWidget, documents: DocumentList },
};
