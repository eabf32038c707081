import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint configuration, on texts placed where the code lives: an import that runs back up
// the layers, or closes a cycle, fails the lint (eslint/layers.js).
const eslint = new ESLint({ cwd: process.cwd() });
const problems = async (code: string, filePath: string, rule = 'import-x/no-restricted-paths') => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
};

describe('layers', () => {
  it('refuses the match engine importing the room game, and shared importing either side', async () => {
    const upward = `import { refusal } from '../room/refusal';\nexport const f = refusal;\n`;
    expect(await problems(upward, 'shared/src/match/sample.ts')).toEqual([expect.stringContaining('The match engine is below the room game')]);
    const server = `import { AppError } from '../../../server/src/errors';\nexport const f = AppError;\n`;
    expect(await problems(server, 'shared/src/match/sample.ts')).toHaveLength(1);
  });

  it("refuses lib/ importing the app frame, and a feature reaching into another feature's files", async () => {
    const frame = `import { pageTable } from '../app/pageTable';\nexport const f = pageTable;\n`;
    expect(await problems(frame, 'client/src/lib/sample.ts')).toEqual([expect.stringContaining('lib/ and ui/ are below')]);
    const inner = `import { ClubCrest } from '../rooms/ClubCrest';\nexport const f = ClubCrest;\n`;
    expect(await problems(inner, 'client/src/features/match/sample.tsx')).toEqual([expect.stringContaining('public entry')]);
    const css = `import '../site/pages.css';\n`;
    // auth is below the site frame too (the site shows auth's parts): two refusals.
    const cssProblems = await problems(css, 'client/src/features/auth/sample.tsx');
    expect(cssProblems).toEqual(expect.arrayContaining([expect.stringContaining('public entry'), expect.stringContaining('auth is not above site')]));
    expect(cssProblems).toHaveLength(2);
    const app = `import { pageTable } from '../../app/pageTable';\nexport const f = pageTable;\n`;
    expect(await problems(app, 'client/src/features/site/sample.tsx')).toEqual([expect.stringContaining('below the app frame')]);
  });

  it("refuses a feature using a feature of its own layer or one above, even through that feature's public entry", async () => {
    // The board's core is below the live sessions and the plans that draw with it, and they below the board page.
    const up = `import { LiveEntry } from '../presenter';\nexport const f = LiveEntry;\n`;
    expect(await problems(up, 'client/src/features/boardCore/sample.tsx')).toEqual([expect.stringContaining('boardCore is not above presenter')]);
    const beside = `import { PlanReturn } from '../plans';\nexport const f = PlanReturn;\n`;
    expect(await problems(beside, 'client/src/features/presenter/sample.tsx')).toEqual([expect.stringContaining('presenter is not above plans')]);
    expect(await problems(up, 'client/src/features/board/sample.tsx')).toEqual([]);
  });

  it("allows imports that point down: a feature's own files, lib/, shared, another feature's public entry", async () => {
    const down = [
      `import { ClubCrest } from '../rooms';`,
      `import { MatchView } from './MatchView';`,
      `import { Link } from '../../lib/navigation';`,
      `import { formationSlots } from '@onbir/shared/formations/gameFormations';`,
      `export const f = [ClubCrest, MatchView, Link, formationSlots];`,
    ].join('\n');
    expect(await problems(`${down}\n`, 'client/src/features/match/sample.tsx')).toEqual([]);
    const engine = `import { formationSlots } from '../formations/gameFormations';\nexport const f = formationSlots;\n`;
    expect(await problems(engine, 'shared/src/match/sample.ts')).toEqual([]);
  });

  it('refuses production code importing a test kit, and lets a test import it', async () => {
    const kit = `import { startTestServer } from '../../test/testServer';\nexport const f = startTestServer;\n`;
    expect(await problems(kit, 'server/src/modules/rooms/sample.ts')).toEqual([expect.stringContaining('Test kits are for tests')]);
    expect(await problems(kit, 'server/src/modules/rooms/sample.test.ts')).toEqual([]);
  });

  it('refuses an import that closes a cycle', async () => {
    // gameFormations.ts imports formationTable.ts: formationTable importing it back is a cycle.
    const back = `import { formationSlots } from './gameFormations';\nexport const f = formationSlots;\n`;
    expect(await problems(back, 'shared/src/formations/formationTable.ts', 'import-x/no-cycle')).toHaveLength(1);
  });
});
