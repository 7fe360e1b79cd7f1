/** The documented rows of /api/mcp (served by mcp/plugin.ts): the OpenAPI document lists them with the rest. */
import { z } from 'zod';
import type { ModuleRoute } from '../rest/module-routes.ts';

/** One JSON-RPC 2.0 answer: a result or an error, for the request's id (null when it had none). */
const jsonRpcAnswer = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]),
  result: z.record(z.string(), z.unknown()).optional(),
  error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }).optional(),
});

const JSON_RPC = {
  type: 'application/json',
  description:
    'a JSON-RPC 2.0 answer, or a list of them for a batch (errors too: `{ jsonrpc, error: { code, message }, id }`)',
  schema: z.union([jsonRpcAnswer, z.array(jsonRpcAnswer)]),
};

export const mcpRoutes: readonly ModuleRoute[] = [
  {
    method: 'POST',
    path: '/api/mcp',
    operationId: 'mcp',
    access: 'subject',
    summary: 'Model Context Protocol (Streamable HTTP, stateless): the catalogue and task tools for agents',
    description:
      'A JSON-RPC 2.0 message (or batch) of the Model Context Protocol; `Accept: application/json, text/event-stream`. ' +
      'Authenticated by an API token (`Authorization: Bearer sym_...`) or the server key; each tool calls the same ' +
      'procedures as REST, as the token’s subject narrowed by its scopes. A write by a token without `publish` is ' +
      'staged in the token’s release. 401 without credentials, 400 (-32700) for a body that is not JSON.',
    produces: JSON_RPC,
  },
  {
    method: 'GET',
    path: '/api/mcp',
    operationId: 'mcpStream',
    access: 'public',
    summary: 'Always 405: the MCP server is stateless and opens no stream',
    produces: JSON_RPC,
  },
  {
    method: 'DELETE',
    path: '/api/mcp',
    operationId: 'mcpSession',
    access: 'public',
    summary: 'Always 405: the MCP server is stateless and keeps no session',
    produces: JSON_RPC,
  },
];
