/**
 * Request bodies of the documented REST API: multipart with a JSON string field `data` plus file fields,
 * or JSON `{ data }` (a bare list is taken as `data` for the bulk routes).
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export interface RequestBody {
  data: unknown;
  files: UploadedFile[];
}

function parseDataField(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('data must be a JSON string', ['data: malformed JSON']);
  }
}

export async function readBody(request: FastifyRequest): Promise<RequestBody> {
  if (request.isMultipart()) {
    let data: unknown;
    const files: UploadedFile[] = [];
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files.push({
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          buffer: await part.toBuffer(),
        });
      } else if (part.fieldname === 'data') {
        data = typeof part.value === 'string' ? parseDataField(part.value) : part.value;
      }
    }
    return { data, files };
  }
  const body = request.body;
  if (Array.isArray(body)) return { data: body, files: [] };
  if (body && typeof body === 'object') {
    const data = (body as { data?: unknown }).data;
    return { data: typeof data === 'string' ? parseDataField(data) : data, files: [] };
  }
  return { data: undefined, files: [] };
}
