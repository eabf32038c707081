import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { expect, it } from 'vitest';
import { renderMessage, type Compiled } from './sourceMessages';

// The Turkish runtime must say exactly what Lingui's I18n says for the same compiled message.
const CASES: Array<[string, Record<string, unknown>]> = [
  ['Kaydet', {}],
  ['Merhaba {name}, hoş geldin', { name: 'Işık' }],
  ['{n, plural, one {# oyuncu} other {# oyuncu}}', { n: 1234 }],
  ['{n, plural, offset:1 =0 {kimse yok} one {sen ve # kişi} other {sen ve # kişi}}', { n: 0 }],
  ['{n, plural, offset:1 =0 {kimse yok} one {sen ve # kişi} other {sen ve # kişi}}', { n: 3 }],
  ['{n, selectordinal, one {#.} other {#.}} sıra', { n: 2 }],
  ['{side, select, home {Ev sahibi} away {Deplasman} other {Tarafsız}}', { side: 'away' }],
  ['{side, select, home {Ev sahibi} other {Tarafsız}}', { side: 'x' }],
  ['Toplam: {n, number}', { n: 1234.5 }],
  ['Oran: {p, number, percent}', { p: 0.5 }],
  ['<0>{name}</0> gol attı', { name: 'Arda' }],
  ['Eksik değer: {x}', {}],
];

it('renders compiled Turkish messages as Lingui does', () => {
  const lingui = setupI18n({ locale: 'tr', messages: { tr: {} } });
  for (const [message, values] of CASES) {
    const compiled = compileMessage(message) as Compiled;
    expect(renderMessage(compiled, values, 'tr'), message).toBe(lingui._({ id: 'x', message: compiled as unknown as string, values }));
  }
  expect(renderMessage(compileMessage('Oran: {p, number, percent}') as Compiled, { p: 0.5 }, 'tr')).toBe('Oran: %50');
});
