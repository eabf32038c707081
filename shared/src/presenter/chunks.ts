/** Characters of one chunk: with the op around it well under the server's 8 KB message limit. */
export const CHUNK_CHARS = 6000;

/** A payload arriving in chunks (a board, a still): the op number it belongs to and the parts so far. */
export interface Pending {
  n: number;
  parts: number;
  chunks: (string | undefined)[];
  chars: number;
}

export interface Chunk {
  n: number;
  part: number;
  parts: number;
  data: string;
}

/**
 * One chunk added to what has arrived of its payload. `bad`: a part beyond its count; `tooBig`: more parts
 * than `maxChars` can hold, or more characters than it; `stale`: a chunk of a payload older than one being
 * assembled; `whole`: the payload's text, every part in; `pending`: still waiting for parts.
 */
export type ChunkResult = { kind: 'bad' } | { kind: 'tooBig' } | { kind: 'stale' } | { kind: 'whole'; data: string } | { kind: 'pending'; pending: Pending };

export function addChunk(pending: Pending | null, op: Chunk, maxChars: number): ChunkResult {
  if (op.part >= op.parts) return { kind: 'bad' };
  if (op.parts > Math.ceil(maxChars / CHUNK_CHARS)) return { kind: 'tooBig' };
  if (pending && op.n < pending.n) return { kind: 'stale' };
  const p = pending && pending.n === op.n && pending.parts === op.parts ? pending : { n: op.n, parts: op.parts, chunks: new Array<string | undefined>(op.parts).fill(undefined), chars: 0 };
  const chars = p.chars - (p.chunks[op.part]?.length ?? 0) + op.data.length;
  if (chars > maxChars) return { kind: 'tooBig' };
  const chunks = p.chunks.slice();
  chunks[op.part] = op.data;
  if (chunks.includes(undefined)) return { kind: 'pending', pending: { ...p, chunks, chars } };
  return { kind: 'whole', data: chunks.join('') };
}

/** A payload as the chunks that carry it (one, or several when it is larger than a message may be). */
export function chunksOf(n: number, data: string): Chunk[] {
  const parts = Math.max(1, Math.ceil(data.length / CHUNK_CHARS));
  return Array.from({ length: parts }, (_, part) => ({ n, part, parts, data: data.slice(part * CHUNK_CHARS, (part + 1) * CHUNK_CHARS) }));
}
