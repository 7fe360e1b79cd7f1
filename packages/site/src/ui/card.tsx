/** The card most lists use: an image, a kicker, a title, a short text and a link button. */
import type { ReactNode } from 'react';
import type { PageNode } from '../api/types.ts';
import { CARD_SIZES } from './responsive-image.ts';
import { FileView } from '../modules/file-storage.tsx';
import { RichText } from '../rich-text/rich-text.tsx';
import { buttonClass } from './button-styles.ts';
import { children, text } from './node.ts';
import { SiteLink } from './site-link.tsx';

export function Card({
  node,
  href,
  action,
  kicker,
  footer,
  muted = false,
  summary = 'shortDescription',
}: {
  node: PageNode;
  href: string;
  action: string;
  kicker?: ReactNode;
  footer?: ReactNode;
  muted?: boolean;
  summary?: string;
}) {
  const [image] = children(node, 'files');
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 ${muted ? 'opacity-70 grayscale' : ''}`}
    >
      {image && <FileView node={image} sizes={CARD_SIZES} className="aspect-[3/2] w-full object-cover" />}
      <div className="flex flex-1 flex-col gap-3 p-6">
        {kicker && <div className="text-xs font-semibold tracking-wider text-amber-700 uppercase">{kicker}</div>}
        <h3 className="font-serif text-xl leading-snug text-stone-900">
          <SiteLink address={href} className="hover:underline">
            {text(node, 'title') || text(node, 'slug')}
          </SiteLink>
        </h3>
        <RichText value={text(node, summary) || text(node, 'subtitle')} className="line-clamp-4 text-stone-700" />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          {footer}
          <SiteLink
            address={href}
            className={buttonClass('outline', 'sm')}
            aria-label={`${action}: ${text(node, 'title') || text(node, 'slug')}`}
          >
            {action}
          </SiteLink>
        </div>
      </div>
    </article>
  );
}

export const Grid = ({ children: content }: { children: ReactNode }) => (
  <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{content}</div>
);
