import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginLockedMessage } from './accounts';
import { fillMessage } from './fill';
import { roomRefusalTexts, roomTexts } from './room';
import { catalogues, isCatalogued, localizeMessage } from './localize';
import { validationMessages } from './validation';
import { terms } from './terms';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the refusal catalogues', () => {
  it('give every code of every Turkish catalogue an English text with the same {values}', () => {
    for (const { name, tr, en } of catalogues) {
      for (const [code, text] of Object.entries(tr)) {
        expect(en[code], `${name}.${code} has no English text`).toBeTruthy();
        expect(en[code], `${name}.${code} is not translated`).not.toBe(text);
        expect(placeholders(en[code]), `${name}.${code}'s values`).toEqual(placeholders(text));
      }
      expect(Object.keys(en).sort(), `${name}: English codes no Turkish text has`).toEqual(Object.keys(tr).sort());
    }
  });

  it('list every catalogue of shared/src/messages', () => {
    const dir = import.meta.dirname;
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !/test|index|localize|fill|terms/.test(f));
    const listed = new Set(catalogues.map((c) => c.name));
    for (const f of files) expect(listed.has(path.basename(f, '.ts')), `${f} is not in localize.ts's catalogues`).toBe(true);
  });
});

describe('localizeMessage', () => {
  it('answers Turkish as it is written', () => {
    expect(localizeMessage(roomRefusalTexts.ROOM_FULL, 'ROOM_FULL', 'tr')).toBe('Oda dolu.');
  });

  it('turns a catalogue text into its English, by its code even when another domain shares it', () => {
    expect(localizeMessage(roomRefusalTexts.WRONG_PASSWORD, 'WRONG_PASSWORD', 'en')).toBe('Wrong password.');
    expect(localizeMessage('Mevcut şifreniz hatalı.', 'WRONG_PASSWORD', 'en')).toBe('Your current password is wrong.');
  });

  it('carries the values filled in, translating field labels and durations', () => {
    // Positions are written in their Turkish codes (docs/i18n.md) and read back in the English ones.
    expect(localizeMessage(fillMessage(roomRefusalTexts.WRONG_POSITION, { position: 'FV' }), 'WRONG_POSITION', 'en')).toBe('This player cannot play at ST.');
    expect(localizeMessage(fillMessage(roomTexts.PICK_PLACED, { player: 'M. Akanji', position: 'STP' }), 'PICK_PLACED', 'en')).toBe('M. Akanji placed at CB.');
    expect(localizeMessage(fillMessage(validationMessages.FIELD_TOO_SHORT, { field: 'Kullanıcı adı', min: 3 }), 'VALIDATION', 'en')).toBe(
      'Username must be at least 3 characters.',
    );
    expect(localizeMessage(loginLockedMessage(14.2), 'LOGIN_LOCKED', 'en')).toBe('Too many failed sign-in attempts on this account. Please try again in 15 seconds.');
    expect(localizeMessage(loginLockedMessage(61), 'LOGIN_LOCKED', 'en')).toContain('in 2 minutes.');
  });

  it('finds a text under another code, and leaves an unknown text as it is', () => {
    expect(localizeMessage('Oda dolu.', 'CONFLICT', 'en')).toBe('The room is full.');
    expect(localizeMessage('Bilinmeyen bir metin.', 'X', 'en')).toBe('Bilinmeyen bir metin.');
    expect(isCatalogued('Bilinmeyen bir metin.')).toBe(false);
  });

  it('knows every label term in English', () => {
    for (const [tr, en] of Object.entries(terms)) expect(en, tr).not.toBe(tr);
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
          // Test fixtures and the importers' source data are no answers.
          if (!/^modules\/players\/(import|test)$|\/testing$/.test(rel)) walk(file);
        } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$|TestKit\.ts$|users\.mails\.ts$|passwordPolicy\.ts$|contact\.service\.ts$|jwtSecret\.ts$|config\.ts$|main\.ts$|poolFiles\.ts$/.test(entry.name)) {
          const code = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
          for (const m of code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*[çğıöşüÇĞİÖŞÜ](?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
            // A field's label is a term (./terms.ts): it has its English.
            if (!Object.hasOwn(terms, m[2])) offenders.push(`${rel}: ${m[2]}`);
          }
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
