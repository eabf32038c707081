import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint configuration on a translated client folder: a Turkish text outside Lingui fails the lint.
const eslint = new ESLint({ cwd: process.cwd() });
const untranslatedIn = async (code: string) => {
  const [result] = await eslint.lintText(code, { filePath: 'client/src/features/plans/sample.ts' });
  return result.messages.filter((m) => m.ruleId === 'text/no-untranslated').length;
};

describe('texts the user sees go through Lingui', () => {
  it('refuses a Turkish string outside a macro, and one beside a descriptor’s message', async () => {
    expect(await untranslatedIn(`export const label = 'Huni';\nexport const other = 'Mini kale seç';\n`)).toBe(1);
    expect(await untranslatedIn(`import { msg } from '@lingui/core/macro';\nexport const d = msg({ message: 'Huni', comment: 'Sarı huni' });\n`)).toBe(1);
  });

  it('allows the message of msg() or t() with a context', async () => {
    const descriptors = `import { msg, t } from '@lingui/core/macro';\nexport const a = msg({ message: 'Mağlubiyet', context: 'standings column' });\nexport const b = () => t({ message: 'Seç', context: 'draft pick' });\n`;
    expect(await untranslatedIn(descriptors)).toBe(0);
  });
});
