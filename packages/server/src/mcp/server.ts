/**
 * One MCP server per request (stateless: any instance answers any request), its tools, resources and prompts
 * bound to the request's caller.
 */
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Context } from '../trpc/context.ts';
import { callProcedure } from './call.ts';
import { registerEntityTools } from './entity-tools.ts';
import { pageMarkdown, registerTaskTools } from './task-tools.ts';

export const MCP_SERVER_NAME = 'symbol-platform';
const VERSION = '1.0.0';
/** A page of the site as a resource: `page://site/about`. */
const PAGE_URI = 'page://site{+url}';
const PAGE_RESOURCES_MAX = 100;

const INSTRUCTIONS = `Content management of this site. The data is a catalogue of entities (\`module/collection\`):
call \`describe\` for the ones you may use, and \`describe\` with an entity for its fields. Pages (host/pages) show
widgets; read a page with \`page_text\`, find its record with \`find_page\`. Writes by a token without the publish
scope are staged in the token's release: the answer gives the release and a preview link for a person to review.`;

export function buildMcpServer(ctx: Context): McpServer {
  const server = new McpServer({ name: MCP_SERVER_NAME, version: VERSION }, { instructions: INSTRUCTIONS });
  registerEntityTools(server, ctx);
  registerTaskTools(server, ctx);

  server.registerResource(
    'page',
    new ResourceTemplate(PAGE_URI, {
      list: async () => {
        const urls = (await callProcedure(ctx, 'host.urls')) as { url: string }[];
        return {
          resources: urls.slice(0, PAGE_RESOURCES_MAX).map((page) => ({
            uri: `page://site${page.url}`,
            name: page.url,
            mimeType: 'text/markdown',
          })),
        };
      },
    }),
    {
      title: 'A page of the site',
      description: 'A page as Markdown, as a visitor reads it',
      mimeType: 'text/markdown',
    },
    async (uri, variables) => {
      const url = String(variables.url ?? '/');
      const text = await pageMarkdown(ctx, { url: url.startsWith('/') ? url : `/${url}` });
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] };
    },
  );

  server.registerPrompt(
    'edit-page',
    {
      title: 'Change the text of a page',
      description: 'Steps to change what a page of the site says, staged for review',
      argsSchema: {
        url: z.string().describe('the page’s path, `/about`'),
        change: z.string().describe('what to change'),
      },
    },
    ({ url, change }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text:
              `On the page ${url}: ${change}\n\n` +
              `1. Read the page with page_text (url ${url}) and find its record with find_page.\n` +
              '2. Find the record that holds the text: list host/pages-to-widgets with pageId, then the widget and its ' +
              'external widget (describe tells each entity’s fields).\n' +
              '3. Change it with update, only the fields that must change, in every language the field has.\n' +
              '4. Show me the preview link from the answer, and the page with page_text and the release id.',
          },
        },
      ],
    }),
  );

  server.registerPrompt(
    'add-record',
    {
      title: 'Add a record',
      description: 'Steps to add a record (an article, an event, a product) and link it where it belongs',
      argsSchema: {
        entity: z.string().describe('the catalogue key, `blog/articles`'),
        what: z.string().describe('what to add'),
      },
    },
    ({ entity, what }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text:
              `Add to ${entity}: ${what}\n\n` +
              `1. describe ${entity} for its fields; list a few records of it to follow their style.\n` +
              '2. create it with data in every language the site has; link it (link) where similar records are linked.\n' +
              '3. Give me the release and preview link from the answer.',
          },
        },
      ],
    }),
  );
  return server;
}
