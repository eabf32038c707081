import { deflateRaw, fromBase64Url as fromBase64UrlBytes, inflateCapped } from '../codec/deflate';

// The builder's share codes on the shared link codec (codec/deflate.ts), with every size bounded on the way in.

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

/** Throws LinkTooBig past MAX_CODE_CHARS, before decoding anything. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (text.length > MAX_CODE_CHARS) throw new LinkTooBig();
  return fromBase64UrlBytes(text);
}

export const deflate = (text: string) => deflateRaw(new TextEncoder().encode(text));

/** The text a code inflates to; throws LinkTooBig past `cap` bytes (reading stops there). */
export async function inflate(bytes: Uint8Array<ArrayBuffer>, cap = MAX_INFLATED_BYTES): Promise<string> {
  const all = await inflateCapped(bytes, cap);
  if (!all) throw new LinkTooBig();
  return new TextDecoder('utf-8', { fatal: true }).decode(all);
}
