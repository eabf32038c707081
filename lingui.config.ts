import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The feature folders whose texts are marked and translated. Adding a folder here (once its texts are
 * marked: docs/i18n.md) gives it a catalogue, and npm test's i18n check and lint rule then cover it.
 */
export const TRANSLATED_FEATURES = ['site', 'auth'];

/**
 * The client's texts (docs/i18n.md). Turkish is the source: its texts stay in the code and the build
 * compiles them in place (client/i18nPlugin.ts), so only English has catalogues. One catalogue for the
 * frame (app, lib, ui: the entry chunk) and one per feature folder, loaded with the feature's code when
 * English is on.
 */
export default defineConfig({
  sourceLocale: 'tr',
  locales: ['en'],
  catalogs: [
    {
      path: '<rootDir>/client/src/locales/{locale}',
      include: ['<rootDir>/client/src/app', '<rootDir>/client/src/lib', '<rootDir>/client/src/ui'],
    },
    ...TRANSLATED_FEATURES.map((name) => ({
      path: `<rootDir>/client/src/features/${name}/locales/{locale}`,
      include: [`<rootDir>/client/src/features/${name}/`],
    })),
  ],
  // No line numbers: moving a text within its file leaves the catalogue as it is (the sync check in npm test).
  format: formatter({ lineNumbers: false }),
  macro: { corePackage: ['@lingui/core/macro'], jsxPackage: ['@lingui/react/macro'] },
});
