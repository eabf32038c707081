import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, expect, it } from 'vitest';
import { i18n } from './runtime';
import type { Compiled } from './sourceMessages';

const tr = (message: string) => compileMessage(message) as Compiled;
afterEach(() => i18n.activate('tr'));

it('renders the compiled Turkish with no catalogue, and English from catalogues loaded at the same time', async () => {
  const hello = { id: 'hello', message: tr('Merhaba {name}') };
  const bye = { id: 'bye', message: tr('Güle güle') };
  const missing = { id: 'missing', message: tr('Yalnız Türkçe') };
  expect(i18n._(hello, { name: 'Işık' })).toBe('Merhaba Işık');
  // Two catalogues arriving together (the frame's and a page's) land in the one runtime.
  await Promise.all([i18n.load('en', { hello: compileMessage('Hello {name}') as never }), i18n.load('en', { bye: compileMessage('Goodbye') as never })]);
  i18n.activate('en');
  expect(i18n._(hello, { name: 'Işık' })).toBe('Hello Işık');
  expect(i18n._(bye)).toBe('Goodbye');
  // A text the catalogue lacks is shown in Turkish rather than as its id.
  expect(i18n._(missing)).toBe('Yalnız Türkçe');
  i18n.activate('tr');
  expect(i18n._(bye)).toBe('Güle güle');
});
