/** Buttons (seven styles, plus a children variant wrapping given content in a link), buttons arrays, logotypes. */
import type { ReactNode } from 'react';
import type { PageNode } from '../api/types.ts';
import { Render, RenderAll, type VariantProps, type VariantTable } from '../registry/registry.tsx';
import { buttonClass, BUTTON_STYLES } from '../ui/button-styles.ts';
import { children, text } from '../ui/node.ts';
import { SiteLink } from '../ui/site-link.tsx';
import { FileView } from './file-storage.tsx';

/** The children variant: any content, linked to a button's url. */
export function ButtonChildren({
  node,
  children: content,
  className,
}: {
  node: PageNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <SiteLink address={text(node, 'url')} className={className}>
      {content}
    </SiteLink>
  );
}

const styledButton = (variant: string) =>
  function StyledButton({ node }: VariantProps) {
    return (
      <SiteLink address={text(node, 'url')} className={buttonClass(variant)}>
        {text(node, 'title')}
      </SiteLink>
    );
  };

function ButtonsArrayDefault({ node }: VariantProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <RenderAll entity="website-builder/buttons" nodes={children(node, 'buttons')} />
    </div>
  );
}

/** A footer column: white title, then its buttons as plain links. */
function FooterButtonsArray({ node }: VariantProps) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-semibold tracking-wider text-white uppercase">{text(node, 'title')}</h2>
      <ul className="space-y-2">
        {children(node, 'buttons').map((button) => (
          <li key={button.id}>
            <ButtonChildren node={button} className="text-stone-300 hover:text-white hover:underline">
              {text(button, 'title')}
            </ButtonChildren>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LogotypeDefault({ node }: VariantProps) {
  const files = children(node, 'files');
  return (
    <SiteLink
      address={text(node, 'url')}
      className="inline-flex items-center gap-3"
      aria-label={text(node, 'title') || undefined}
    >
      {files.length
        ? files.map((file) => (
            <FileView key={file.id} node={file} eager priority={false} sizes="180px" className="h-10 w-auto" />
          ))
        : text(node, 'title')}
    </SiteLink>
  );
}

export const buttonVariants: Record<string, VariantTable> = {
  'website-builder/buttons': Object.fromEntries(Object.keys(BUTTON_STYLES).map((v) => [v, styledButton(v)])),
  'website-builder/buttons-arrays': { default: ButtonsArrayDefault, 'footer-buttons-array': FooterButtonsArray },
  'website-builder/logotypes': { default: LogotypeDefault },
};

export const renderLogotypes = (nodes: PageNode[]) =>
  nodes.map((logo) => <Render key={logo.id} entity="website-builder/logotypes" node={logo} />);
