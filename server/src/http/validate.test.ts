import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wording } from '@onbir/shared/messages/wording';
import { said } from '@onbir/shared/validation/said';
import type { AppContext } from '../context';
import { errorHandler } from './errorHandler';
import { localizeAnswers } from './localizeAnswers';
import { validate } from './validate';

// Two pairs of schemas whose messages have the same Turkish text: made from different entries (the same
// sentence in two catalogues), and from one entry with different values (a position's code, which the
// Turkish writes as its own abbreviation, and that abbreviation written as it is). A text cannot tell
// them apart; the entry and values do.
const sessionEnded = wording('accounts', 'SESSION_ENDED');
const sessionInvalid = wording('room', 'SESSION_INVALID');
const placedGoalkeeper = wording('roomTexts', 'PICK_PLACED', { player: 'Onana', position: 'GK' });
const placedKl = wording('roomTexts', 'PICK_PLACED', { player: 'Onana', position: 'KL' });
const schemaSaying = (w: typeof sessionEnded) => z.object({ name: z.string().min(3, said(w)) });
const schemas = { sessionEnded, sessionInvalid, placedGoalkeeper, placedKl };

/** An app that validates a body against the schema its path names, answering as the API does. */
function app() {
  const a = express();
  a.use(express.json(), localizeAnswers({} as AppContext));
  a.post('/:schema', (req, res) => {
    validate(schemaSaying(schemas[req.params.schema as keyof typeof schemas]), req.body);
    res.json({ ok: true });
  });
  a.use(errorHandler);
  return a;
}

describe('validate', () => {
  it('answers the code, the entry and the values that the issue carries', async () => {
    const res = await request(app()).post('/placedGoalkeeper').send({ name: 'ab' }).expect(400);
    expect(res.body).toEqual({ code: 'VALIDATION', key: 'roomTexts.PICK_PLACED', params: { player: 'Onana', position: 'GK' }, message: 'Onana KL mevkiine yerleşti.' });
  });

  it('words messages of the same Turkish text from their own entries and values', async () => {
    const answer = async (schema: keyof typeof schemas, lang: string) => (await request(app()).post(`/${schema}`).set('Accept-Language', lang).send({ name: 'ab' }).expect(400)).body;
    expect((await answer('sessionEnded', 'tr')).message).toBe((await answer('sessionInvalid', 'tr')).message);
    expect(await answer('sessionEnded', 'en')).toMatchObject({ key: 'accounts.SESSION_ENDED', params: {} });
    expect(await answer('sessionInvalid', 'en')).toMatchObject({ key: 'room.SESSION_INVALID', params: {} });
    expect((await answer('placedGoalkeeper', 'tr')).message).toBe((await answer('placedKl', 'tr')).message);
    expect((await answer('placedGoalkeeper', 'en')).message).toBe('Onana placed at GK.');
    expect((await answer('placedKl', 'en')).message).toBe('Onana placed at KL.');
  });

  it('names the field of an issue that no catalogue entry made', () => {
    const refusal = (schema: z.ZodType, data: unknown) => {
      try {
        validate(schema, data);
      } catch (err) {
        return err;
      }
    };
    expect(refusal(z.object({ n: z.number() }), { n: 'x' })).toMatchObject({ key: 'validation.FIELD_INVALID', params: { field: 'n' } });
    expect(refusal(z.object({ n: z.number() }), 'x')).toMatchObject({ key: 'validation.INVALID', params: { field: '' } });
  });
});
