/**
 * A text cut into chunks of at most CHUNK_CHARS at paragraph, then sentence, then word boundaries: what the assistant
 * retrieves and quotes. Deterministic (the same text gives the same chunks), so a document need not store them.
 */
export const CHUNK_CHARS = 900;

function pieces(text: string, max: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const clean = paragraph.replace(/\s+/g, ' ').trim();
    if (!clean) continue;
    if (clean.length <= max) {
      out.push(clean);
      continue;
    }
    let current = '';
    for (const sentence of clean.split(/(?<=[.!?…])\s+/)) {
      for (const part of sentence.length <= max
        ? [sentence]
        : (sentence.match(new RegExp(`.{1,${max}}(\\s|$)`, 'g')) ?? [sentence.slice(0, max)])) {
        if (current && current.length + part.length + 1 > max) {
          out.push(current.trim());
          current = '';
        }
        current += `${part} `;
      }
    }
    if (current.trim()) out.push(current.trim());
  }
  return out;
}

/** Neighbouring small paragraphs are joined up to CHUNK_CHARS (a heading stays with its text). */
export function chunkText(text: string, max = CHUNK_CHARS): string[] {
  const chunks: string[] = [];
  for (const piece of pieces(text, max)) {
    const last = chunks[chunks.length - 1];
    if (last !== undefined && last.length + piece.length + 2 <= max) chunks[chunks.length - 1] = `${last}\n${piece}`;
    else chunks.push(piece);
  }
  return chunks;
}
