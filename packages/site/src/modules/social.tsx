/** Social profiles (default, artificial-intelligence) and the social widgets that list them or show the url's profile. */
import { createContext, useContext } from 'react';
import { RenderAll, type VariantProps, type VariantTable } from '../registry/registry.tsx';
import { RichText } from '../rich-text/rich-text.tsx';
import { Grid } from '../ui/card.tsx';
import { children, text } from '../ui/node.ts';
import { Heading, Section } from '../ui/section.tsx';
import { useSite } from '../ui/site-context.tsx';
import { SiteLink } from '../ui/site-link.tsx';
import { useSegment } from './ecommerce.tsx';
import { FileView } from './file-storage.tsx';
import { WriteButton } from '../social/write-button.tsx';

/** On a profile's own page its name is the page's heading; in a list of profiles, a card's. */
const OwnPage = createContext(false);

function Profile({ node, ai }: VariantProps & { ai: boolean }) {
  const { words } = useSite();
  const Name = useContext(OwnPage) ? 'h1' : 'h3';
  const [image] = children(node, 'files');
  return (
    <article className="flex h-full gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      {image && <FileView node={image} sizes="64px" className="h-16 w-16 shrink-0 rounded-full object-cover" />}
      <div className="min-w-0">
        {text(node, 'subtitle') && (
          <p className="text-xs font-semibold tracking-wider text-amber-700 uppercase">{text(node, 'subtitle')}</p>
        )}
        <Name className="font-serif text-xl text-stone-900">
          <SiteLink address={`/social/profiles/${text(node, 'slug')}`} className="hover:underline">
            {text(node, 'title')}
          </SiteLink>
        </Name>
        {ai && (
          <span className="mt-1 inline-block rounded bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800">
            {words.artificialIntelligence}
          </span>
        )}
        <RichText value={text(node, 'description')} className="mt-2 text-stone-700" />
        {text(node, 'id') && <WriteButton profileId={text(node, 'id')} name={text(node, 'title')} />}
      </div>
    </article>
  );
}

function ProfileOverview({ node }: VariantProps) {
  const profile = useSegment('social.profiles.slug') ?? children(node, 'profiles')[0];
  if (!profile) return null;
  return (
    <Section node={node} inner="max-w-3xl">
      <OwnPage.Provider value={true}>
        <RenderAll entity="social/profiles" nodes={[profile]} />
      </OwnPage.Provider>
    </Section>
  );
}

export const socialVariants: Record<string, VariantTable> = {
  'social/profiles': {
    default: ({ node }) => <Profile node={node} ai={false} />,
    'artificial-intelligence': ({ node }) => <Profile node={node} ai />,
  },
  'social/widgets': {
    default: ({ node }) => (
      <Section node={node}>
        <Heading node={node} />
        <Grid>
          <RenderAll entity="social/profiles" nodes={children(node, 'profiles')} />
        </Grid>
      </Section>
    ),
    'profile-overview-default': ProfileOverview,
  },
};
