/**
 * `/api/mcp`: the Model Context Protocol over Streamable HTTP, stateless (no session: each POST is answered by a
 * server built for it, so any instance answers), JSON answers. Who calls: an API token (`Authorization: Bearer
 * sym_...`) or the server key header; the token's subject, narrowed by its scopes, is the caller of every
 * procedure a tool runs. Errors before the protocol (no credentials, bad JSON, too many calls) are JSON-RPC
 * errors with their HTTP status, never a 500.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toAppError } from '../errors.ts';
import { consume } from '../rate-limit.ts';
import { resourceMetadataUrl } from '../oauth/plugin.ts';
import { contextFor } from '../rest/context.ts';

export const MCP_PATH = '/api/mcp';
/** Calls per minute for one token (or the server key, or one address). */
export const MCP_RATE_LIMIT = { max: 600, windowMs: 60_000 };

const MALFORMED = Symbol('malformed JSON');

/** JSON-RPC's codes: -32700 parse error, -32600 invalid request, -32000.. server errors. */
function sendError(
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
) {
  return reply
    .status(status)
    .headers({ 'cache-control': 'no-store', ...headers })
    .send({ jsonrpc: '2.0', error: { code, message }, id: null });
}

export async function mcpPlugin(app: FastifyInstance): Promise<void> {
  // Bad JSON is the protocol's parse error, not the REST adapter's 400 body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, MALFORMED);
    }
  });

  app.post(MCP_PATH, async (request, reply) => {
    if (request.body === MALFORMED) return sendError(reply, 400, -32700, 'Parse error: the body is not JSON');
    if (Array.isArray(request.body) && !request.body.length)
      return sendError(reply, 400, -32600, 'Invalid Request: an empty batch');
    const ctx = contextFor(request, reply);
    let caller = 'server';
    if (!ctx.isServer) {
      if (!ctx.auth.token)
        return sendError(reply, 401, -32001, 'Unauthorized: send Authorization: Bearer <API token>', {
          'www-authenticate': `Bearer resource_metadata="${resourceMetadataUrl(request)}", scope="read write"`,
        });
      try {
        const subject = await ctx.auth.subject();
        caller = subject?.apiToken ? `token:${subject.apiToken.id}` : `subject:${subject?.id}`;
      } catch (error) {
        const app = toAppError(error);
        return sendError(reply, app.status, -32001, app.message, {
          'www-authenticate': `Bearer error="invalid_token", resource_metadata="${resourceMetadataUrl(request)}"`,
        });
      }
    }
    try {
      await consume(ctx.rateLimits, `mcp ${caller}`, MCP_RATE_LIMIT, request.log);
    } catch (error) {
      const app = toAppError(error);
      return sendError(reply, app.status, -32000, app.message, app.headers);
    }
    // The SDK (and the tools built on it) loads with the first call, not with the server: most never get one.
    const [{ buildMcpServer }, { StreamableHTTPServerTransport }] = await Promise.all([
      import('./server.ts'),
      import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    ]);
    const server = buildMcpServer(ctx);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    reply.hijack();
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Stateless: no stream to open (GET) and no session to end (DELETE).
  const notAllowed = (_request: unknown, reply: FastifyReply) =>
    sendError(reply, 405, -32000, 'Method not allowed: this server is stateless; POST JSON-RPC messages', {
      allow: 'POST',
    });
  app.get(MCP_PATH, notAllowed);
  app.delete(MCP_PATH, notAllowed);
}
