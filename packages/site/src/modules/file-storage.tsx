/** Files: an image, or a video with controls, by mimeType; file-storage widgets show their files. */
import type { PageNode } from '../api/types.ts';
import { RenderAll, type VariantProps, type VariantTable } from '../registry/registry.tsx';
import { mediaUrl } from '../ui/media.ts';
import { children, text } from '../ui/node.ts';
import { Heading, Section } from '../ui/section.tsx';

export function FileView({
  node,
  className = '',
  eager = false,
}: {
  node: PageNode;
  className?: string;
  eager?: boolean;
}) {
  const src = mediaUrl(text(node, 'file'));
  if (!src) return null;
  if (text(node, 'mimeType').startsWith('video/'))
    return (
      <video controls preload="metadata" className={className} aria-label={text(node, 'alt') || undefined}>
        <source src={src} type={text(node, 'mimeType')} />
      </video>
    );
  const width = Number(node.width) || undefined;
  const height = Number(node.height) || undefined;
  return (
    <img
      src={src}
      alt={text(node, 'alt')}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}

function FileDefault({ node }: VariantProps) {
  return <FileView node={node} className="h-auto max-w-full rounded-lg" />;
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
