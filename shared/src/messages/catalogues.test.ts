import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import { FIELD_LABELS } from './fieldLabels';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the refusal catalogues', () => {
  it('give every code of every Turkish catalogue an English text with the same {values}', () => {
    for (const { name, tr, en } of catalogues as ReadonlyArray<{ name: string; tr: Record<string, string>; en: Record<string, string> }>) {
      for (const [code, text] of Object.entries(tr)) {
        expect(en[code], `${name}.${code} has no English text`).toBeTruthy();
        expect(en[code], `${name}.${code} is not translated`).not.toBe(text);
        expect(placeholders(en[code]), `${name}.${code}'s values`).toEqual(placeholders(text));
      }
      expect(Object.keys(en).sort(), `${name}: English codes no Turkish text has`).toEqual(Object.keys(tr).sort());
    }
  });

  it("word every field's label in English", () => {
    for (const [code, { tr, en }] of Object.entries(FIELD_LABELS)) expect(en, code).not.toBe(tr);
  });

  it('list every catalogue of shared/src/messages', () => {
    const dir = import.meta.dirname;
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !/test|index|localize|fill|fieldLabels|refusal|catalogues|wording|turkish|values|message/.test(f));
    const listed = new Set<string>(catalogues.map((c) => c.name));
    for (const f of files) expect(listed.has(path.basename(f, '.ts')), `${f} is not in catalogues.ts`).toBe(true);
  });
});


// The server answers users with the catalogues' texts only: a Turkish text written in its code (outside
// the catalogues) would reach an English reader in Turkish.
describe("the server's own code", () => {
  it('writes no Turkish text of its own outside the catalogues, the mails and the password list', () => {
    const root = path.resolve(import.meta.dirname, '../../../server/src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        const rel = path.relative(root, file);
        if (entry.isDirectory()) {
          // Test kits, fixtures and the importers' source data are no answers.
          if (!/^test$|^modules\/players\/(import|fixtures)$/.test(rel)) walk(file);
        } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$|users\.mails\.ts$|passwordPolicy\.ts$|contact\.service\.ts$|jwtSecret\.ts$|config\.ts$|main\.ts$|poolFiles\.ts$/.test(entry.name)) {
          const code = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
          for (const m of code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*[çğıöşüÇĞİÖŞÜ](?:(?!\1)[^\\\n]|\\.)*)\1/g)) offenders.push(`${rel}: ${m[2]}`);
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
