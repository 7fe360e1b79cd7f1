/**
 * Features: default (icon, texts), symbol-faith-card (image on top), symbol-faith-requisites (label and value),
 * demo-notice (a label, e.g. "Demo", and what it means: placed beside placeholder details, so no visitor takes
 * them for real ones).
 */
import { type VariantProps, type VariantTable } from '../registry/registry.tsx';
import { RichText } from '../rich-text/rich-text.tsx';
import { children, text } from '../ui/node.ts';
import { CARD_SIZES } from '../ui/responsive-image.ts';
import { FileView } from './file-storage.tsx';

function FeatureDefault({ node }: VariantProps) {
  const [image] = children(node, 'files');
  return (
    <article className="flex gap-4">
      {image && <FileView node={image} sizes="56px" className="h-14 w-14 shrink-0 rounded-full object-cover" />}
      <div>
        <h3 className="font-serif text-xl text-stone-900">{text(node, 'title')}</h3>
        {text(node, 'subtitle') && <p className="mt-1 text-sm text-stone-600">{text(node, 'subtitle')}</p>}
        <RichText value={text(node, 'description')} className="mt-2 text-stone-700" />
      </div>
    </article>
  );
}

function FeatureCard({ node }: VariantProps) {
  const [image] = children(node, 'files');
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white text-stone-800 shadow-sm ring-1 ring-stone-200">
      {image && <FileView node={image} sizes={CARD_SIZES} className="aspect-[4/3] w-full object-cover" />}
      <div className="flex flex-1 flex-col gap-2 p-6">
        {text(node, 'subtitle') && (
          <p className="text-xs font-semibold tracking-wider text-amber-700 uppercase">{text(node, 'subtitle')}</p>
        )}
        <h3 className="font-serif text-2xl text-stone-900">{text(node, 'title')}</h3>
        <RichText value={text(node, 'description')} className="text-stone-700" />
      </div>
    </article>
  );
}

function FeatureRequisite({ node }: VariantProps) {
  return (
    <dl className="grid gap-1 border-b border-stone-200 py-3 last:border-b-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-stone-600">{text(node, 'title')}</dt>
      <dd className="font-medium break-words text-stone-900 select-all">
        <RichText value={text(node, 'description')} />
      </dd>
    </dl>
  );
}

function DemoNotice({ node }: VariantProps) {
  return (
    <div
      role="note"
      className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-stone-200 py-3 last:border-b-0"
    >
      <span className="rounded bg-amber-200 px-2 py-0.5 text-xs font-bold tracking-wider text-amber-950 uppercase">
        {text(node, 'title')}
      </span>
      <RichText value={text(node, 'description')} className="min-w-0 flex-1 text-sm text-stone-700" />
    </div>
  );
}

export const featureVariants: Record<string, VariantTable> = {
  'website-builder/features': {
    default: FeatureDefault,
    'symbol-faith-card': FeatureCard,
    'symbol-faith-requisites': FeatureRequisite,
    'demo-notice': DemoNotice,
  },
};
