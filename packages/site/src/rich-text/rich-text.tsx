/**
 * Rich text (a slate document as a JSON string) rendered to HTML: paragraphs, headings 1–6, links through
 * the link rule, quotes, lists, tabs, checkboxes, images, code blocks and dividers, bold/italic/underline/code/
 * strikethrough marks (what TipTap documents become on write: @symbol/contracts rich-text.ts). A value that is not
 * valid slate JSON is shown as plain text (spec: content-admin §2).
 */
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useLive } from '../ui/island.ts';
import { mediaUrl } from '../ui/media.ts';
import { SiteLink } from '../ui/site-link.tsx';

interface SlateText {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  code?: boolean;
  strikethrough?: boolean;
}
interface SlateElement {
  type?: string;
  children?: SlateNode[];
  url?: string;
  checked?: boolean;
  title?: string;
  alt?: string;
}
type SlateNode = SlateText | SlateElement;

const HEADINGS: Record<string, 1 | 2 | 3 | 4 | 5 | 6> = {
  'heading-one': 1,
  'heading-two': 2,
  'heading-three': 3,
  'heading-four': 4,
  'heading-five': 5,
  'heading-six': 6,
  h1: 1,
  h2: 2,
  h3: 3,
  h4: 4,
  h5: 5,
  h6: 6,
};

/** The document's nodes, or undefined when the value is not a slate document. */
export function parseRichText(value: string): SlateNode[] | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    const nodes = Array.isArray(parsed) ? parsed : undefined;
    return nodes?.every((n) => n && typeof n === 'object') ? (nodes as SlateNode[]) : undefined;
  } catch {
    return undefined;
  }
}

const isText = (node: SlateNode): node is SlateText => typeof (node as SlateText).text === 'string';

/** The plain text of nodes (tab titles, empty checks). */
const plain = (nodes: SlateNode[] = []): string => nodes.map((n) => (isText(n) ? n.text : plain(n.children))).join('');

/** A line break inside a paragraph (a TipTap hard break) is a `<br>`. */
const lines = (text: string): ReactNode =>
  text.includes('\n')
    ? text.split('\n').map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))
    : text;

function Leaf({ leaf }: { leaf: SlateText }) {
  let content: ReactNode = lines(leaf.text);
  if (leaf.code) content = <code className="rounded bg-stone-100 px-1 font-mono text-[0.9em]">{content}</code>;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.strikethrough) content = <s>{content}</s>;
  return <>{content}</>;
}

function Tabs({ tabs }: { tabs: SlateElement[] }) {
  useLive();
  const [active, setActive] = useState(0);
  const id = useId();
  return (
    <div className="my-4">
      <div role="tablist" className="flex flex-wrap gap-1 border-b border-stone-300">
        {tabs.map((tab, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') setActive((active + 1) % tabs.length);
              if (event.key === 'ArrowLeft') setActive((active - 1 + tabs.length) % tabs.length);
            }}
            className={`-mb-px rounded-t-md border px-4 py-2 text-sm font-medium ${
              index === active
                ? 'border-stone-300 border-b-white bg-white text-red-900'
                : 'border-transparent text-stone-600'
            }`}
          >
            {tab.title ?? `${index + 1}`}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          className="pt-3"
        >
          <Nodes nodes={tab.children} />
        </div>
      ))}
    </div>
  );
}

function Element({ element }: { element: SlateElement }) {
  const inner = <Nodes nodes={element.children} />;
  const level = HEADINGS[element.type ?? ''];
  if (level) {
    const Heading = `h${level}` as const;
    return <Heading className="rich-heading">{inner}</Heading>;
  }
  switch (element.type) {
    case 'link':
      return (
        <SiteLink address={element.url} className="text-red-800 underline underline-offset-2 hover:text-red-950">
          {inner}
        </SiteLink>
      );
    case 'block-quote':
    case 'blockquote':
      return <blockquote className="border-l-4 border-amber-600 pl-4 italic">{inner}</blockquote>;
    case 'bulleted-list':
      return <ul className="list-disc pl-6">{inner}</ul>;
    case 'numbered-list':
      return <ol className="list-decimal pl-6">{inner}</ol>;
    case 'list-item':
      return <li>{inner}</li>;
    case 'image':
      return element.url ? (
        <img
          src={mediaUrl(element.url)}
          alt={element.alt ?? ''}
          title={element.title}
          loading="lazy"
          className="my-4 h-auto max-w-full rounded"
        />
      ) : null;
    case 'code-block':
      return (
        <pre className="my-4 overflow-x-auto rounded bg-stone-100 p-3 text-sm">
          <code>{inner}</code>
        </pre>
      );
    case 'divider':
      return <hr className="my-6 border-stone-300" />;
    case 'tabs':
      return <Tabs tabs={(element.children ?? []).filter((c): c is SlateElement => !isText(c))} />;
    case 'check-list-item':
    case 'checkbox':
      return (
        <label className="flex items-start gap-2">
          <input type="checkbox" checked={!!element.checked} readOnly className="mt-1.5 accent-red-800" />
          <span className={element.checked ? 'line-through opacity-70' : ''}>{inner}</span>
        </label>
      );
    default:
      return <p>{inner}</p>;
  }
}

function Nodes({ nodes = [] }: { nodes?: SlateNode[] }) {
  return (
    <>
      {nodes.map((node, index) =>
        isText(node) ? <Leaf key={index} leaf={node} /> : <Element key={index} element={node} />,
      )}
    </>
  );
}

export function RichText({ value, className = '' }: { value: string | null | undefined; className?: string }) {
  if (!value) return null;
  const nodes = parseRichText(value);
  if (!nodes) return <div className={`rich-text whitespace-pre-line ${className}`}>{value}</div>;
  if (plain(nodes).trim() === '' && !nodes.some((n) => !isText(n) && n.type === 'tabs')) return null;
  return (
    <div className={`rich-text ${className}`}>
      <Nodes nodes={nodes} />
    </div>
  );
}
