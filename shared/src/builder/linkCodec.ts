// Bytes <-> the text of a share link: deflate-raw and base64url, with every size bounded on the way in.
// A link is written by anyone: a 1 MB link can inflate to a gigabyte, so reading stops at a cap
// instead of trusting the data (issue 25, item 10).

/** The longest link code read at all (a full squad's code is a few hundred characters). */
export const MAX_CODE_CHARS = 16_384;
/** The most bytes a code may inflate to (a full squad is under 2 kB of JSON). */
export const MAX_INFLATED_BYTES = 32_768;

export class LinkTooBig extends Error {
  constructor() {
    super('link too big');
    this.name = 'LinkTooBig';
  }
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Throws LinkTooBig past MAX_CODE_CHARS, before decoding anything. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (text.length > MAX_CODE_CHARS) throw new LinkTooBig();
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

export async function deflate(text: string): Promise<Uint8Array> {
  const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Inflates at most `cap` bytes: reading stops (and the stream is cancelled) as soon as the output would
 * pass it, so a small bomb never fills memory. Throws LinkTooBig past the cap.
 */
export async function inflate(bytes: Uint8Array<ArrayBuffer>, cap = MAX_INFLATED_BYTES): Promise<string> {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > cap) {
      await reader.cancel().catch(() => undefined);
      throw new LinkTooBig();
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(all);
}
