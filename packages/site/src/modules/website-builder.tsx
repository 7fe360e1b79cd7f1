/**
 * Website-builder widgets: default, content-default, footer-default, navbar-default and the symbol-faith-*
 * sections. Every widget shows its linked parts (features, sliders, buttons arrays, logotypes, files, stores)
 * through the registry, in the frame its variant gives them.
 */
import { localizeLink } from '@symbol/contracts/link-rule';
import { Link } from '@tanstack/react-router';
import type { PageNode } from '../api/types.ts';
import { RenderAll, type VariantProps, type VariantTable } from '../registry/registry.tsx';
import { RichText } from '../rich-text/rich-text.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { children, linkVariant, text } from '../ui/node.ts';
import { Heading, Section } from '../ui/section.tsx';
import { useSite } from '../ui/site-context.tsx';
import { renderLogotypes } from './buttons.tsx';
import { HERO_SIZES } from '../ui/responsive-image.ts';
import { FileView } from './file-storage.tsx';
import { NavbarDefault } from './navbar.tsx';
import { Title } from '../ui/title.tsx';

const WB = 'website-builder';

const Features = ({ node, className }: { node: PageNode; className: string }) => {
  const features = children(node, 'features');
  return features.length ? (
    <div className={className}>
      <RenderAll entity={`${WB}/features`} nodes={features} />
    </div>
  ) : null;
};

const Arrays = ({ node, className = 'mt-8' }: { node: PageNode; className?: string }) => {
  const arrays = children(node, 'buttonsArrays');
  return arrays.length ? (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <RenderAll entity={`${WB}/buttons-arrays`} nodes={arrays} />
    </div>
  ) : null;
};

/** Sliders, logotypes, files and stores of a widget, in that order. */
const Media = ({ node }: { node: PageNode }) => (
  <>
    <RenderAll entity={`${WB}/sliders`} nodes={children(node, 'sliders')} />
    {children(node, 'logotypes').length > 0 && (
      <div className="mt-8 flex flex-wrap items-center gap-8">{renderLogotypes(children(node, 'logotypes'))}</div>
    )}
    {children(node, 'files').length > 0 && (
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <RenderAll entity="file-storage/files" nodes={children(node, 'files')} />
      </div>
    )}
    {children(node, 'stores').length > 0 && (
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <RenderAll entity="ecommerce/stores" nodes={children(node, 'stores')} />
      </div>
    )}
  </>
);

function WidgetDefault({ node }: VariantProps) {
  const hasTexts = text(node, 'title') || text(node, 'subtitle') || text(node, 'description');
  const hasOthers = ['features', 'buttonsArrays', 'logotypes', 'files', 'stores'].some((f) => children(node, f).length);
  // A widget holding only a slider is a full-bleed hero.
  if (!hasTexts && !hasOthers) return <RenderAll entity={`${WB}/sliders`} nodes={children(node, 'sliders')} />;
  return (
    <Section node={node}>
      <Heading node={node} />
      <Features node={node} className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" />
      <Arrays node={node} />
      <Media node={node} />
    </Section>
  );
}

function ContentDefault({ node }: VariantProps) {
  return (
    <Section node={node} inner="max-w-3xl">
      {text(node, 'title') && (
        <Title className="font-serif text-3xl text-stone-900 md:text-4xl">{text(node, 'title')}</Title>
      )}
      {text(node, 'subtitle') && <p className="mt-3 text-lg text-stone-600">{text(node, 'subtitle')}</p>}
      <RichText value={text(node, 'description')} className="prose-site mt-6 text-lg leading-relaxed text-stone-800" />
      <Features node={node} className="mt-8 space-y-6" />
      <Arrays node={node} />
      <Media node={node} />
    </Section>
  );
}

/** The foundation's requisites (the primary site metadata's legal fields, issue 32): who stands behind the site. */
function FooterRequisites() {
  const { page, words } = useSite();
  const r = page?.metadata.requisites;
  if (!r) return null;
  const ids = [r.ogrn && `${words.ogrn} ${r.ogrn}`, r.inn && `${words.inn} ${r.inn}`].filter(Boolean).join(' · ');
  return (
    <div data-requisites className="space-y-1">
      {(r.legalName || ids) && <p>{[r.legalName, ids].filter(Boolean).join(' · ')}</p>}
      {r.legalAddress && <p>{r.legalAddress}</p>}
      {r.bankDetails && <p>{r.bankDetails}</p>}
    </div>
  );
}

function FooterDefault({ node }: VariantProps) {
  const arrays = children(node, 'buttonsArrays');
  const group = (variant: string) => arrays.filter((a) => linkVariant(a) === variant);
  return (
    <footer className="bg-stone-950 px-4 pt-14 pb-8 text-stone-300 md:px-8">
      <div className="mx-auto grid max-w-7xl gap-10 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="space-y-4">
          <div className="inline-block rounded-md bg-white p-2">{renderLogotypes(children(node, 'logotypes'))}</div>
          {text(node, 'title') && <p className="font-serif text-xl text-white">{text(node, 'title')}</p>}
        </div>
        {['default', 'additional', 'extra'].map((variant) => (
          // A flex column: its gap spaces the columns of one group (the registry's `contents` wrappers take no margin).
          <div key={variant} className="flex flex-col gap-8">
            <RenderAll entity={`${WB}/buttons-arrays`} nodes={group(variant)} />
          </div>
        ))}
      </div>
      <div className="mx-auto mt-12 max-w-7xl space-y-1 border-t border-stone-800 pt-6 text-sm text-stone-400">
        {/* The year of the visit, not of the seed: the notice stays true without an editor. */}
        {text(node, 'title') && (
          <p>
            © {new Date().getFullYear()} {text(node, 'title')}
          </p>
        )}
        <RichText value={text(node, 'description')} />
        <FooterRequisites />
      </div>
    </footer>
  );
}

function CenteredWithBackground({ node }: VariantProps) {
  const [image] = children(node, 'files');
  return (
    <section id={text(node, 'anchor') || undefined} className="relative isolate overflow-hidden px-4 py-24 md:py-32">
      {image && (
        <FileView node={image} sizes={HERO_SIZES} className="absolute inset-0 -z-10 h-full w-full object-cover" />
      )}
      <div className="absolute inset-0 -z-10 bg-stone-950/70" />
      <div className="mx-auto max-w-3xl text-center">
        <Heading node={node} centered dark />
        <Arrays node={node} className="mt-8 justify-center" />
      </div>
    </section>
  );
}

const centered = (tone: 'light' | 'dark' | 'plain', withDescriptionBox: boolean) =>
  function Centered({ node }: VariantProps) {
    const dark = tone === 'dark';
    return (
      <Section
        node={node}
        className={dark ? 'bg-stone-900' : tone === 'light' ? 'bg-amber-50/60' : ''}
        inner="max-w-4xl"
      >
        {withDescriptionBox ? (
          <div className="mx-auto max-w-3xl text-center">
            <Title className="font-serif text-3xl text-stone-900 md:text-5xl">{text(node, 'title')}</Title>
            {text(node, 'subtitle') && (
              <p className="mt-4 text-lg font-medium text-amber-800">{text(node, 'subtitle')}</p>
            )}
            <RichText
              value={text(node, 'description')}
              className="mt-6 text-left text-lg leading-relaxed text-stone-700 md:text-center"
            />
          </div>
        ) : (
          <Heading node={node} centered dark={dark} />
        )}
        <Features node={node} className="mt-10 grid gap-6 md:grid-cols-3" />
        <Arrays node={node} className="mt-8 justify-center" />
        <Media node={node} />
      </Section>
    );
  };

function SimpleCentered({ node }: VariantProps) {
  return (
    <Section node={node} inner="max-w-2xl text-center">
      {text(node, 'title') && (
        <Title className="font-serif text-2xl text-stone-900 md:text-3xl">{text(node, 'title')}</Title>
      )}
      <RichText value={text(node, 'description')} className="mt-4 text-stone-700" />
      <Arrays node={node} className="mt-6 justify-center" />
    </Section>
  );
}

function DarkCards({ node }: VariantProps) {
  return (
    <Section node={node} className="bg-stone-900">
      <Heading node={node} dark />
      <Features node={node} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" />
      <Arrays node={node} />
      <Media node={node} />
    </Section>
  );
}

function DarkCarousel({ node }: VariantProps) {
  return (
    <Section node={node} className="bg-stone-900">
      <Heading node={node} dark />
      <div
        tabIndex={0}
        role="region"
        aria-label={text(node, 'title') || undefined}
        className="-mx-4 flex snap-x snap-mandatory gap-6 overflow-x-auto px-4 pb-4 [&>*>*]:w-[80vw] [&>*>*]:max-w-sm [&>*>*]:shrink-0 [&>*>*]:snap-start"
      >
        <RenderAll entity={`${WB}/features`} nodes={children(node, 'features')} />
      </div>
      <Arrays node={node} />
      <Media node={node} />
    </Section>
  );
}

function Requisites({ node }: VariantProps) {
  return (
    <Section node={node} className="bg-amber-50/60">
      <Heading node={node} />
      <div className="max-w-4xl rounded-xl bg-white px-6 py-3 shadow-sm ring-1 ring-stone-200">
        <RenderAll entity={`${WB}/features`} nodes={children(node, 'features')} />
      </div>
      <Arrays node={node} />
    </Section>
  );
}

function RequisitesTwoColumns({ node }: VariantProps) {
  return (
    <Section node={node} className="bg-amber-50/60">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <Heading node={node} />
          <Arrays node={node} className="mt-0" />
        </div>
        <div className="rounded-xl bg-white px-6 py-3 shadow-sm ring-1 ring-stone-200">
          <RenderAll entity={`${WB}/features`} nodes={children(node, 'features')} />
        </div>
      </div>
    </Section>
  );
}

/** An embedded page (a map, a video): the address is the widget's first button url, its title the frame's title. */
function IframeWidget({ node }: VariantProps) {
  const [button] = children(node, 'buttonsArrays').flatMap((a) => children(a, 'buttons'));
  const src = text(button, 'url');
  return (
    <Section node={node}>
      <Heading node={node} />
      {src.startsWith('https://') && (
        <iframe
          src={src}
          title={text(button, 'title') || text(node, 'title')}
          loading="lazy"
          className="aspect-video w-full rounded-xl border-0 bg-stone-100"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      )}
    </Section>
  );
}

/** Donate: texts and requisites, and the donate button (the current path plus /donate). */
function Donate({ node }: VariantProps) {
  const { language, languages, words, page } = useSite();
  const here = page?.url === '/' ? '' : (page?.url ?? '');
  const { href } = localizeLink(`${here}/donate`, language, languages);
  return (
    <Section node={node} className="bg-red-900 text-white">
      <div className="grid gap-10 lg:grid-cols-[1fr_1fr] lg:items-start">
        <div>
          <Heading node={node} dark />
          <Link to={href} className={`${buttonClass('secondary')} text-lg`}>
            {words.donate}
          </Link>
        </div>
        {children(node, 'features').length > 0 && (
          <div className="rounded-xl bg-white px-6 py-3 text-stone-900">
            <RenderAll entity={`${WB}/features`} nodes={children(node, 'features')} />
          </div>
        )}
      </div>
    </Section>
  );
}

export const websiteBuilderVariants: Record<string, VariantTable> = {
  [`${WB}/widgets`]: {
    default: WidgetDefault,
    'content-default': ContentDefault,
    'footer-default': FooterDefault,
    'navbar-default': NavbarDefault,
    'symbol-faith-centered-with-background': CenteredWithBackground,
    'symbol-faith-centered-description': centered('light', true),
    'symbol-faith-centered-dark': centered('dark', false),
    'symbol-faith-centered': centered('plain', false),
    'symbol-faith-simple-centered': SimpleCentered,
    'symbol-faith-dark-cards': DarkCards,
    'symbol-faith-dark-carousel': DarkCarousel,
    'symbol-faith-requisites': Requisites,
    'symbol-faith-requisites-two-columns': RequisitesTwoColumns,
    'symbol-faith-iframe': IframeWidget,
    'symbol-faith-donate': Donate,
  },
};
