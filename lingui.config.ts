import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

import folders from './i18n.folders.json' with { type: 'json' };

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
    // Only the folders whose texts are marked (i18n.folders.json): the others get no empty catalogue.
    ...folders.translated.map((name) => ({
      path: `<rootDir>/client/src/features/${name}/locales/{locale}`,
      include: [`<rootDir>/client/src/features/${name}/`],
    })),
  ],
  // No line numbers: moving a text within its file leaves the catalogue as it is (the sync check in npm test).
  format: formatter({ lineNumbers: false }),
  macro: { corePackage: ['@lingui/core/macro'], jsxPackage: ['@lingui/react/macro'] },
});
