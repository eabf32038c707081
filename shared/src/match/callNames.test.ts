import { describe, expect, it } from 'vitest';
import { callName, matchCallNames } from './callNames';

const man = (id: string, name: string, fullName?: string) => ({ id, name, ...(fullName ? { fullName } : {}) });
const calls = (a: ReturnType<typeof man>[], b: ReturnType<typeof man>[] = []) => [...matchCallNames([{ players: a as never }, { players: b as never }]).values()];

describe('call names', () => {
  it('calls a man by his press name: the pool name without initials', () => {
    expect(callName('M. Salah')).toBe('Salah');
    expect(callName('Barış Alper Yılmaz')).toBe('Barış Alper Yılmaz');
    expect(calls([man('1', 'M. Salah'), man('2', 'V. van Dijk')])).toEqual(['Salah', 'van Dijk']);
  });

  it('tells namesakes of the two sides, or of one, apart by their pool names, accents and case aside', () => {
    expect(calls([man('1', 'E. Martínez')], [man('2', 'L. Martínez')])).toEqual(['E. Martínez', 'L. Martínez']);
    expect(calls([man('1', 'J. Timber'), man('2', 'Q. Timber')])).toEqual(['J. Timber', 'Q. Timber']);
    expect(calls([man('1', 'E. Martínez')], [man('2', 'L. Martinez'), man('3', 'Martínez')])).toEqual(['E. Martínez', 'L. Martinez', 'Martínez']);
  });

  it('then by full names, then by number; the same man on both lists is one man', () => {
    expect(calls([man('1', 'Danilo', 'Danilo Pereira')], [man('2', 'Danilo', 'Danilo Barbosa')])).toEqual(['Danilo Pereira', 'Danilo Barbosa']);
    expect(calls([man('1', 'Danilo')], [man('2', 'Danilo')])).toEqual(['Danilo 1', 'Danilo 2']);
    expect(calls([man('1', 'M. Salah')], [man('1', 'M. Salah')])).toEqual(['Salah']);
  });
});
