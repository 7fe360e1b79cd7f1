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
 * name for an alias).
 */
export function Render({ entity, node, variant: forced }: { entity: string; node: PageNode; variant?: string }) {
  const requested = canonicalVariant(entity, forced || node.variant);
  const own = variantComponent(entity, requested);
  const variant = own ? requested : 'default';
  const Found = own ?? variantComponent(entity, variant);
  if (!Found) return null;
  return (
    <div
      className="contents"
      data-entity={entity}
      data-variant={variant}
      {...(!own && { 'data-requested-variant': requested })}
    >
      <WidgetBoundary>
        <Found node={node} />
      </WidgetBoundary>
    </div>
  );
}

export function RenderAll({ entity, nodes, variant }: { entity: string; nodes: PageNode[]; variant?: string }) {
  return (
    <>
      {nodes.map((node) => (
        <Render
          key={`${node.id}-${(node.link as { id?: string } | undefined)?.id ?? ''}`}
          entity={entity}
          node={node}
          variant={variant}
        />
      ))}
    </>
  );
}
