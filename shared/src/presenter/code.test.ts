import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, codeFrom, formatCode, normaliseCode } from './code';

describe('live session codes', () => {
  it('makes 6 characters of the alphabet from random bytes, skipping bytes that would bias it', () => {
    let calls = 0;
    // 255 is past the alphabet's last whole multiple (248): skipped.
    const code = codeFrom(() => (calls++ ? Uint8Array.from([0, 1, 2, 3, 4, 30]) : Uint8Array.from([255, 255, 255, 255, 255, 255])));
    expect(code).toBe(`${CODE_ALPHABET.slice(0, 5)}${CODE_ALPHABET[30]}`);
  });

  it('reads what a person typed: any case, spaces and dashes; refuses look-alikes and wrong lengths', () => {
    expect(normaliseCode('k7m 2qx')).toBe('K7M2QX');
    expect(normaliseCode('K7M-2QX')).toBe('K7M2QX');
    expect(normaliseCode('K7M2Q')).toBeNull();
    expect(normaliseCode('K7M2Q0')).toBeNull();
    expect(normaliseCode('K7M2QI')).toBeNull();
    expect(formatCode('K7M2QX')).toBe('K7M 2QX');
  });
});
