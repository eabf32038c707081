import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wording } from '../messages/wording';
import { said, wordingOfIssue } from './said';
import { maxLineBreaks } from './text';

const firstIssue = (schema: z.ZodType, data: unknown) => schema.safeParse(data).error!.issues[0];

describe('said', () => {
  it("puts the entry and values on zod's own issues and on custom ones, with their Turkish as the message", () => {
    const short = wording('validation', 'FIELD_TOO_SHORT', { field: 'Ad', min: 3 });
    const required = wording('validation', 'FIELD_REQUIRED', { field: 'Ad' });
    const schema = z.object({ name: z.string(said(required)).min(3, said(short)) }, said(wording('validation', 'BODY_NOT_OBJECT')));
    expect(firstIssue(schema, { name: 'ab' })).toMatchObject({ code: 'too_small', params: short, message: 'Ad en az 3 karakter olmalıdır.' });
    expect(wordingOfIssue(firstIssue(schema, {}))).toEqual(required);
    expect(wordingOfIssue(firstIssue(schema, 'x'))).toEqual(wording('validation', 'BODY_NOT_OBJECT'));
    const lines = firstIssue(z.string().check(maxLineBreaks('MESSAGE', 1)), 'a\nb\nc');
    expect(lines).toMatchObject({ code: 'custom', message: 'Mesaj en fazla 1 satır sonu içerebilir.' });
    expect(wordingOfIssue(lines)).toEqual({ key: 'input.TOO_MANY_LINE_BREAKS', params: { field: 'MESSAGE', max: 1 } });
  });

  it('finds no entry on an issue that was not made with one', () => {
    expect(wordingOfIssue(firstIssue(z.string(), 1))).toBeUndefined();
    expect(wordingOfIssue(firstIssue(z.string().refine(() => false, { params: { other: 1 } }), 'x'))).toBeUndefined();
  });
});
