/**
 * An OpenAI-compatible chat completions client (`POST {url}/chat/completions` with `stream: true`), reading
 * the server-sent chunks as they come. The same client talks to OpenAI, a llama.cpp or vLLM server, or the
 * tests' local fake: only the address differs.
 */

export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiService {
  url: string;
  key: string;
  model: string;
}

/** Tokens one answer may take: a chat line, not an essay (and a bounded bill). */
export const MAX_ANSWER_TOKENS = 600;

export class AiCallError extends Error {}

/** The answer's text in pieces, as the service streams them; ends at `[DONE]` or the end of the body. */
export async function* streamCompletion(
  service: AiService,
  messages: AiMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const response = await fetch(`${service.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${service.key}` },
    body: JSON.stringify({ model: service.model, messages, stream: true, max_tokens: MAX_ANSWER_TOKENS }),
    signal,
  });
  if (!response.ok || !response.body) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new AiCallError(`AI service answered ${response.status}: ${detail}`);
  }
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(bytes, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, end).replace(/\r$/, '');
      buffered = buffered.slice(end + 1);
      if (!line.startsWith('data:')) continue; // blank separators, comments, event names
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      const piece = contentOf(data);
      if (piece) yield piece;
    }
  }
}

/** `choices[0].delta.content` of one chunk; a chunk that is not JSON is an error of the service. */
function contentOf(data: string): string {
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new AiCallError(`AI service sent a chunk that is not JSON: ${data.slice(0, 100)}`);
  }
  const choice = (chunk as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0];
  return typeof choice?.delta?.content === 'string' ? choice.delta.content : '';
}
