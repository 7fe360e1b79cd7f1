import { FLOW_VARIANTS, PUBLIC_VARIANTS, VARIANT_ALIASES } from '@symbol/contracts/public-variants';
import { describe, expect, it } from 'vitest';
import { renderInSite } from '../test-render.tsx';
import { Render, variantComponent } from './registry.tsx';
import './variants.ts';

describe('the variant registry', () => {
  const rows = Object.entries({ ...PUBLIC_VARIANTS, ...FLOW_VARIANTS }).flatMap(([entity, variants]) =>
    variants.map((v) => [entity, v]),
  );

  it('lists the variants of the specs', () => {
    expect(rows.length).toBeGreaterThan(60);
  });

  it.each(rows)('%s has a component for %s', (entity, variant) => {
    expect(variantComponent(entity, variant)).toBeTypeOf('function');
  });

  const aliases = Object.entries(VARIANT_ALIASES).flatMap(([entity, table]) =>
    Object.entries(table).map(([alias, ours]) => [entity, alias, ours]),
  );
  it.each(aliases)('%s renders the original’s %s as our %s', (entity, alias, ours) => {
    expect(variantComponent(entity, alias)).toBeTypeOf('function');
    expect(variantComponent(entity, alias)).toBe(variantComponent(entity, ours));
  });

  it('has none for an unknown variant or entity', () => {
    expect(variantComponent('website-builder/widgets', 'no-such-variant')).toBeUndefined();
    expect(variantComponent('no/such', 'default')).toBeUndefined();
    expect(variantComponent('website-builder/widgets', 'toString')).toBeUndefined();
  });

  it("renders a variant it has no component for as its entity's default, so the content shows", async () => {
    const node = { id: 'w1', variant: 'hero-section-default', title: 'Restoring bell towers' };
    const html = await renderInSite(<Render entity="website-builder/widgets" node={node as never} />);
    expect(html).toContain('Restoring bell towers');
    expect(html).toContain('data-variant="default"');
    expect(html).toContain('data-requested-variant="hero-section-default"');
    expect(await renderInSite(<Render entity="no/such" node={node as never} />)).not.toContain('Restoring');
  });

  // The modules moved from the original (issue 35): their widgets, whatever variant they name, show their texts.
  it.each(['agent/widgets', 'broadcast/widgets', 'telegram/widgets'])(
    '%s renders any variant as its default',
    async (entity) => {
      const node = { id: 'w2', variant: 'bot-start-default', title: 'Hello from the bot', description: 'Tap start' };
      const html = await renderInSite(<Render entity={entity} node={node as never} />);
      expect(html).toContain('Hello from the bot');
      expect(html).toContain('data-variant="default"');
      expect(html).toContain('data-requested-variant="bot-start-default"');
    },
  );
});
