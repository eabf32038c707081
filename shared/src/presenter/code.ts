/**
 * A live session's short code: 6 characters a coach can read out and a player can type on a phone,
 * from an alphabet without look-alikes (no 0/O, 1/I/L). 31^6 ≈ 887 million codes: guessing one of a
 * few hundred live sessions takes millions of tries, which the handshake budgets refuse long before.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 6;

/** A code from a source of random bytes (bytes past the alphabet's last whole multiple are skipped, so every character is equally likely). */
export function codeFrom(random: (n: number) => Uint8Array): string {
  let code = '';
  const limit = 256 - (256 % CODE_ALPHABET.length);
  while (code.length < CODE_LENGTH) {
    for (const b of random(CODE_LENGTH)) {
      if (b < limit && code.length < CODE_LENGTH) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
    }
  }
  return code;
}

/** What a person typed, as a code (any case, spaces and dashes dropped); null when it cannot be one. */
export function normaliseCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toLocaleUpperCase('en');
  if (code.length !== CODE_LENGTH) return null;
  for (const c of code) if (!CODE_ALPHABET.includes(c)) return null;
  return code;
}

/** Shown in two halves so it is read out easily: "K7M 2QX". */
export function formatCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}
