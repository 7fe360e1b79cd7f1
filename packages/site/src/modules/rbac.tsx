/**
 * The rbac module's interactive widgets (issue 12): the is-authorized wrapper (its texts for a caller the
 * server lets read blog articles-to-widgets, otherwise 'Not authorized'). Sign-in, registration, password
 * reset, the wallet and the settings join this table.
 */
import type { VariantProps, VariantTable } from '../registry/registry.tsx';
import { IsAuthorized, NotAuthorized } from '../session/is-authorized.tsx';
import { Heading, Section } from '../ui/section.tsx';

function IsAuthorizedWidget({ node }: VariantProps) {
  return (
    <Section node={node} inner="max-w-3xl">
      <IsAuthorized fallback={<NotAuthorized />}>
        <Heading node={node} />
      </IsAuthorized>
    </Section>
  );
}

export const rbacVariants: Record<string, VariantTable> = {
  'rbac/widgets': { 'is-authorized-default': IsAuthorizedWidget },
};
