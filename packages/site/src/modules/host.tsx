/**
 * Host widgets embed external widgets, each rendered by its module's registry table; widgets of modules
 * that show only their own texts (rbac, billing, startup, ...) get the plain section; rbac subject cards
 * link to /rbac/subjects/{slug}, and an rbac widget on a subject page shows the subject of the url.
 */
import { createContext, useContext } from 'react';
import { WIDGET_MODULES } from '@symbol/contracts/constants';
import { WIDGET_ATTRIBUTE } from '@symbol/contracts/page-payload';
import { Render, type VariantProps, type VariantTable } from '../registry/registry.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { externalModule, children, text } from '../ui/node.ts';
import { Heading, Section } from '../ui/section.tsx';
import { useSite } from '../ui/site-context.tsx';
import { SiteLink } from '../ui/site-link.tsx';
import { useSegment } from './ecommerce.tsx';

/** `display: contents`: no box of its own; it names the page widget for the builder's preview (a click selects it). */
function HostWidget({ node }: VariantProps) {
  return (
    <div className="contents" {...{ [WIDGET_ATTRIBUTE]: node.id }}>
      {children(node, 'externalWidgets').map((widget) => (
        <Render key={widget.id} entity={`${externalModule(widget)}/widgets`} node={widget} />
      ))}
    </div>
  );
}

/** The page's widget title shown above the subject it is about (e.g. "A member of the foundation"). */
const SubjectKicker = createContext('');

/**
 * A subject by the title of its social profile (its slug, an address, only when it has none): on its own page the
 * page's heading, elsewhere a card linking to that page.
 */
function SubjectCard({ node }: VariantProps) {
  const { words } = useSite();
  const own = useSegment('rbac.subjects.slug');
  const [profile] = children(node, 'profiles');
  if (own?.id === node.id) return <SubjectHeader subject={node} />;
  return (
    <article className="flex items-center justify-between gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <div>
        <p className="text-xs font-semibold tracking-wider text-amber-700 uppercase">{words.subject}</p>
        <h3 className="font-serif text-xl text-stone-900">{text(profile, 'title') || text(node, 'slug')}</h3>
        {text(profile, 'subtitle') && <p className="text-stone-600">{text(profile, 'subtitle')}</p>}
      </div>
      <SiteLink address={`/rbac/subjects/${text(node, 'slug')}`} className={buttonClass('outline', 'sm')}>
        {words.view}
      </SiteLink>
    </article>
  );
}

/**
 * The subject a page is about, titled by its social profile: the page's heading is the profile's name (the
 * widget's own title, e.g. "A member of the foundation", above it as a kicker), never the subject's slug.
 */
function SubjectHeader({ subject }: { subject: VariantProps['node'] }) {
  const { words } = useSite();
  const kicker = useContext(SubjectKicker);
  const [profile] = children(subject, 'profiles');
  const name = text(profile, 'title') || text(subject, 'slug');
  return (
    <header className="max-w-3xl">
      <p className="text-xs font-semibold tracking-wider text-amber-700 uppercase">{kicker || words.subject}</p>
      <h1 className="mt-2 font-serif text-4xl leading-tight text-stone-900 md:text-5xl">{name}</h1>
      {text(profile, 'subtitle') && <p className="mt-3 text-lg text-stone-600">{text(profile, 'subtitle')}</p>}
    </header>
  );
}

/** A widget showing its texts (and, on a subject page, the subject by its profile). */
function PlainWidget({ node }: VariantProps) {
  const subject = useSegment('rbac.subjects.slug');
  const hasTexts = text(node, 'title') || text(node, 'subtitle') || text(node, 'description');
  if (!hasTexts && !subject) return null;
  return (
    <Section node={node} inner="max-w-3xl">
      {subject ? (
        <SubjectKicker.Provider value={text(node, 'title')}>
          <Render entity="rbac/subjects" node={subject} />
        </SubjectKicker.Provider>
      ) : (
        <Heading node={node} />
      )}
    </Section>
  );
}

const OWN_TABLES = ['host', 'website-builder', 'blog', 'ecommerce', 'crm', 'social', 'file-storage'];

export const hostVariants: Record<string, VariantTable> = {
  'host/widgets': { default: HostWidget },
  'rbac/subjects': { default: SubjectCard },
  ...Object.fromEntries(
    WIDGET_MODULES.filter((m) => !OWN_TABLES.includes(m)).map((m) => [`${m}/widgets`, { default: PlainWidget }]),
  ),
};
