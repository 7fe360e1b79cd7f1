import { LANGUAGES } from '../../constants.ts';
import { entity } from '../entity.ts';
import {
  adminTitle,
  className,
  datetime,
  enumOf,
  int,
  json,
  optionalText,
  slug,
  text,
  uuid,
  variant,
} from '../fields.ts';

/**
 * What the assistant knows (the original's knowledge module): sources are texts an editor gives it, documents
 * what it has written from them, chunks the indexed pieces it retrieves, edit suggestions the changes it proposes.
 * Texts are plain text in one language, as the assistant writes them.
 *
 * Issue 39: the site's published pages, projects, articles and products are the assistant's knowledge as the
 * full-text index holds them (kept in step with every published write; a staged one never reaches it). A document is
 * a text or Markdown an operator adds (`description` is its text): once its status is `published` the index holds it
 * (staff-only: visitors' search never lists it) and the assistant retrieves its passages, cut into chunks of a few
 * hundred words with the document's url and language when a question is asked.
 */
export const knowledge = [
  entity('knowledge', 'sources', {
    adminTitle: adminTitle(),
    slug: slug(),
    title: text(),
    content: text({ default: '' }),
    description: optionalText(),
    contentHash: text({ default: '' }),
    indexedContentHash: optionalText(),
    lastIndexedAt: datetime({ optional: true }),
    className: className(),
    variant: variant(),
  }),
  entity(
    'knowledge',
    'documents',
    {
      adminTitle: adminTitle(),
      slug: slug(),
      title: text(),
      /** The document's text (plain text or Markdown). */
      description: text({ default: '' }),
      /** `draft` until published (only `published` is known to the assistant); the original keeps it as free text. */
      status: text({ default: 'draft', max: 100 }),
      /** The one language it is written in. */
      language: enumOf(LANGUAGES, 'ru'),
      /** Where a visitor reads it (a site path with its language, `/ru/about`, or an https address); none: no link. */
      url: optionalText({ max: 2000 }),
      summary: optionalText(),
      /** A list of tags (strings). */
      tags: json({ optional: true }),
      metadata: json({ optional: true }),
      contentHash: text({ default: '' }),
      lastIndexedAt: datetime({ optional: true }),
      className: className(),
      variant: variant(),
    },
    {
      search: {
        title: ['title', 'adminTitle'],
        body: ['description'],
        public: false,
        language: 'language',
        only: { field: 'status', values: ['published'] },
      },
    },
  ),
  /**
   * A retrievable piece of text. The original keeps its embedding as a pgvector column; here it is a JSON array
   * of numbers (no vector extension is assumed), recomputed by whoever indexes.
   */
  entity('knowledge', 'chunks', {
    adminTitle: adminTitle(),
    slug: slug(),
    text: text(),
    embedding: json({ optional: true }),
    chunkIndex: int({ default: 0, min: 0 }),
    tokenEstimate: int({ default: 0, min: 0 }),
    contentHash: text({ default: '' }),
    metadata: json({ optional: true }),
    className: className(),
    variant: variant(),
  }),
  entity('knowledge', 'edit-suggestions', {
    adminTitle: adminTitle(),
    slug: slug(),
    title: text(),
    description: text({ default: '' }),
    /** The document it would change (none for a new one). */
    targetDocumentId: uuid({ optional: true, index: true }),
    operation: text({ default: 'update', max: 100 }),
    status: text({ default: 'pending', max: 100 }),
    proposedDescription: text({ default: '' }),
    rationale: text({ default: '' }),
    metadata: json({ optional: true }),
    className: className(),
    variant: variant(),
  }),
];
