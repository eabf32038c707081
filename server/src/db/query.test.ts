import { describe, expect, it } from 'vitest';
import { isUniqueViolation, uniqueViolationOf } from './query';

describe('the one unique-violation check', () => {
  it('finds a 23505 on the error or on its cause, with the constraint, and nothing else', () => {
    expect(uniqueViolationOf({ code: '23505', constraint: 'users_email_uq' })).toMatchObject({ constraint: 'users_email_uq' });
    expect(uniqueViolationOf({ message: 'wrapped', cause: { code: '23505', constraint: 'room_picks_pkey' } })).toMatchObject({ constraint: 'room_picks_pkey' });
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
