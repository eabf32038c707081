/**
 * npm test's check of the client's texts (docs/i18n.md): extracts every marked text from the folders
 * lingui.config.ts covers and compares with the English catalogues. Fails on a text missing from a
 * catalogue (run `npm run i18n:extract`), an English entry no code uses any more, an untranslated
 * one, or a text two catalogues translate differently (./i18nCheck/collisions.ts). Turkish has no
 * catalogue: its texts are the code's own.
 */
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { differentTranslations, type Translated } from './i18nCheck/collisions';

const config = getConfig({ cwd: process.cwd() });
const problems: string[] = [];
let texts = 0;
const translated: Translated[] = [];
for (const catalog of await getCatalogs(config)) {
  const extracted = await catalog.collect();
  if (!extracted) {
    problems.push(`${catalog.path}: extraction failed`);
    continue;
  }
  for (const locale of config.locales.filter((l) => l !== config.sourceLocale)) {
    const file = catalog.getFilename(locale);
    const entries = (await catalog.read(locale)) ?? {};
    for (const [id, m] of Object.entries(extracted)) {
      texts++;
      const entry = entries[id];
      if (!entry) problems.push(`${file}: not extracted yet: "${m.message}" (npm run i18n:extract)`);
      else if (!entry.translation) problems.push(`${file}: not translated: "${m.message}"`);
      else translated.push({ file, locale, id, message: m.message ?? id, translation: entry.translation });
    }
    for (const [id, entry] of Object.entries(entries)) {
      if (!extracted[id]) problems.push(`${file}: used by no code: "${entry.message ?? id}" (npm run i18n:extract removes it)`);
    }
  }
}
problems.push(...differentTranslations(translated));
if (problems.length) {
  console.error(`i18n check: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n check: ${texts} texts, every one translated, none unused.`);
