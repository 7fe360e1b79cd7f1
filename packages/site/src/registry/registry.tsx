/**
 * The variant registry: entity (`module/collection`) + variant → the component rendering it. Each module
 * adds its own table (`../modules/<module>.tsx`); issue 12 adds the interactive ones the same way.
 * A variant named as the original system names it (an alias of the catalogue) renders as ours. A variant
 * with no component here (a site moved from elsewhere names its own) renders as its entity's `default`, so its
 * content shows rather than a blank; a component that throws shows the error box, the rest of the page renders on.
 */
import { canonicalVariant } from '@symbol/contracts/public-variants';
import type { ComponentType } from 'react';
import type { PageNode } from '../api/types.ts';
import { WidgetBoundary } from '../ui/error-box.tsx';
import { ISLAND, IslandProbeProvider, staticHtml, useIslandProbe } from '../ui/island.ts';

export interface VariantProps {
  node: PageNode;
}
export type VariantTable = Record<string, ComponentType<VariantProps>>;

const registry = new Map<string, VariantTable>();

export function registerVariants(tables: Record<string, VariantTable>): void {
  for (const [entity, table] of Object.entries(tables)) registry.set(entity, { ...registry.get(entity), ...table });
}

export function variantComponent(entity: string, variant: string | undefined): ComponentType<VariantProps> | undefined {
  const table = registry.get(entity);
  const name = canonicalVariant(entity, variant);
  return table && Object.hasOwn(table, name) ? table[name] : undefined;
}

/**
 * Renders a record by its entity and variant (its own, unless the parent names one: a category list of
 * buttons shows its categories as `button-default`); `data-entity`/`data-variant` name what rendered (our
 * name for an alias). A page's own widgets are islands (`island`: its key; ui/island.ts): a static one is hydrated
 * from the server's HTML, none of its components run.
 */
export function Render({
  entity,
  node,
  variant: forced,
  island,
}: {
  entity: string;
  node: PageNode;
  variant?: string;
  island?: string;
}) {
  const requested = canonicalVariant(entity, forced || node.variant);
  const own = variantComponent(entity, requested);
  const variant = own ? requested : 'default';
  const probe = useIslandProbe(island);
  const Found = own ?? variantComponent(entity, variant);
  if (!Found) return null;
  const wrapper = {
    className: 'contents',
    'data-entity': entity,
    'data-variant': variant,
    ...(!own && { 'data-requested-variant': requested }),
    ...(island !== undefined && { [ISLAND]: island }),
  };
  const html = island === undefined ? undefined : staticHtml(island, node);
  // Keyed by the way it renders: from the server's HTML to the components is a new element, not an update.
  if (html !== undefined) return <div key="static" {...wrapper} dangerouslySetInnerHTML={{ __html: html }} />;
  const content = (
    <WidgetBoundary>
      <Found node={node} />
    </WidgetBoundary>
  );
  return (
    <div key="rendered" {...wrapper}>
      {probe ? <IslandProbeProvider value={probe}>{content}</IslandProbeProvider> : content}
    </div>
  );
}

export function RenderAll({
  entity,
  nodes,
  variant,
  islands,
}: {
  entity: string;
  nodes: PageNode[];
  variant?: string;
  /** Each node is an island, keyed `<islands>-<its index>` (PageView's widgets). */
  islands?: string;
}) {
  return (
    <>
      {nodes.map((node, index) => (
        <Render
          key={`${node.id}-${(node.link as { id?: string } | undefined)?.id ?? ''}`}
          entity={entity}
          node={node}
          variant={variant}
          island={islands === undefined ? undefined : `${islands}-${index}`}
        />
      ))}
    </>
  );
}
