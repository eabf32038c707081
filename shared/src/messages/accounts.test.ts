import { expect, it } from 'vitest';
import { loginLockedMessage } from './accounts';

it('says how long a locked login waits, rounded up', () => {
  expect(loginLockedMessage(15)).toBe('Bu hesaba çok fazla hatalı giriş denemesi yapıldı. Lütfen 15 saniye sonra tekrar deneyin.');
  expect(loginLockedMessage(0.2)).toMatch(/Lütfen 1 saniye sonra/);
  expect(loginLockedMessage(61)).toMatch(/Lütfen 2 dakika sonra/);
  expect(loginLockedMessage(900)).toMatch(/Lütfen 15 dakika sonra/);
});
