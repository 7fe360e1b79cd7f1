/** The agent module's widgets: `ask-default` is the assistant's "ask" widget, its code loaded only where placed. */
import type { ComponentType } from 'react';
import type { VariantProps, VariantTable } from '../registry/registry.tsx';
import { suspendedPart } from '../ui/lazy.tsx';
import { Heading, Section } from '../ui/section.tsx';

const Ask = suspendedPart('ask', (ask) => ask.AskWidget as ComponentType<VariantProps>);

function AskSection({ node }: VariantProps) {
  return (
    <Section node={node} inner="max-w-3xl">
      <Heading node={node} />
      <Ask node={node} />
    </Section>
  );
}

export const agentVariants: Record<string, VariantTable> = {
  'agent/widgets': { 'ask-default': AskSection },
};
