/**
 * A document for the assistant's knowledge from a file (issue 39 §1): plain text, Markdown or PDF, sent as base64
 * in JSON (`data: { filename, content, language, title?, url?, publish? }`). Its text is read here (a PDF's with
 * pdf-parse, page by page) and kept as the document's text, a draft unless `publish`: the same record staff edit in
 * Knowledge → Documents, indexed like any other write. A file with no text (a scanned PDF) is refused, not saved.
 */
import { getEntity, LANGUAGES } from '@symbol/contracts';
import { z } from 'zod';
import * as entities from '../../entities/service.ts';
import { badRequest } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';

const DOCUMENTS = getEntity('knowledge/documents');
/** What a document's text may hold: enough for a long report, bounded so a prompt's chunks stay searchable. */
export const DOCUMENT_TEXT_CHARS = 500_000;

export const importDocumentInput = z
  .object({
    filename: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .regex(/\.(txt|md|markdown|pdf)$/i, 'must end in .txt, .md or .pdf'),
    content: z.base64().min(1).describe("the file's bytes, base64"),
    language: z.enum(LANGUAGES),
    title: z.string().trim().min(1).max(300).optional(),
    url: z.string().trim().max(2000).optional(),
    publish: z.boolean().default(false),
  })
  .strict();
export type ImportDocumentInput = z.infer<typeof importDocumentInput>;

async function textOf(filename: string, bytes: Buffer): Promise<string> {
  if (/\.pdf$/i.test(filename)) {
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw badRequest('The file is not a PDF', ['content: does not start as a PDF does']);
    // Loaded on the first PDF, not at start: pdf.js costs every start-up 70–160 ms and its memory otherwise.
    const { PDFParse } = await import('pdf-parse');
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    try {
      return (await parser.getText()).text.replace(/\n-- \d+ of \d+ --\n?/g, '\n\n');
    } catch {
      throw badRequest('The PDF could not be read', ['content: not a readable PDF']);
    } finally {
      await parser.destroy();
    }
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\u0000') || text.includes('\ufffd'))
    throw badRequest('The file is not UTF-8 text', ['content: text and Markdown files must be UTF-8']);
  return text;
}

export async function importDocument(ctx: Pick<Context, 'db'>, input: ImportDocumentInput) {
  const { filename, content, language, url, publish } = input;
  const text = (await textOf(filename, Buffer.from(content, 'base64'))).replace(/\r\n?/g, '\n').trim();
  if (!text) throw badRequest('The file holds no text', ['content: no text found (a scanned PDF needs OCR first)']);
  if (text.length > DOCUMENT_TEXT_CHARS)
    throw badRequest(`The text is too long: at most ${DOCUMENT_TEXT_CHARS} characters`, ['content: too long']);
  const title = input.title ?? filename.replace(/\.[^.]+$/, '');
  return entities.create(ctx.db.prisma, DOCUMENTS, {
    adminTitle: title,
    title,
    description: text,
    language,
    status: publish ? 'published' : 'draft',
    ...(url && { url }),
    metadata: { source: { filename, characters: text.length } },
  });
}
