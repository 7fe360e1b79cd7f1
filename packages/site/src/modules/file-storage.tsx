/** Files: an image, or a video with controls, by mimeType; file-storage widgets show their files. */
import type { PageNode } from '../api/types.ts';
import { RenderAll, type VariantProps, type VariantTable } from '../registry/registry.tsx';
import { mediaUrl } from '../ui/media.ts';
import { CARD_SIZES, FULL_WIDTH_SIZES, responsiveSources } from '../ui/responsive-image.ts';
import { children, text } from '../ui/node.ts';
import { Heading, Section } from '../ui/section.tsx';

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

export const fileStorageVariants: Record<string, VariantTable> = {
  'file-storage/files': { default: FileDefault },
  'file-storage/widgets': { default: FileStorageWidget },
};
