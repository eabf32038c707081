import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { wording } from '@onbir/shared/messages/wording';
import { badRequest } from '../../errors';

/**
 * Words a Turkish football fan's password is made of and that the English/common dictionaries lack:
 * guessers try them first, so they count as one dictionary word, not as random letters.
 */
const TURKISH_WORDS = [
  'şifre', 'sifre', 'parola', 'şifrem', 'sifrem', 'parolam', 'gizli', 'merhaba', 'selam', 'sevgilim', 'askim', 'aşkım',
  'galatasaray', 'fenerbahce', 'fenerbahçe', 'besiktas', 'beşiktaş', 'trabzonspor', 'cimbom', 'fener', 'bjk', 'gs', 'fb', 'ts',
  'istanbul', 'ankara', 'izmir', 'bursa', 'turkiye', 'türkiye', 'futbol', 'taraftar', 'onbir', 'ilk11', 'taktik', 'kaleci', 'forvet',
  'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'ğüşiöç',
];

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, turkish: TURKISH_WORDS },
  graphs: common.adjacencyGraphs,
  // Passwords are at most 72 bytes (users.schemas.ts); this bounds the matcher's work on anything longer.
  maxLength: 128,
});

/**
 * How many guesses (log10) a cracker needs for the password, by zxcvbn: common passwords, repeats,
 * sequences, keyboard walks, dates, the user's own name and e-mail, and the words above are cheap.
 */
export function passwordGuessesLog10(password: string, userInputs: Array<string | undefined> = []): number {
  const inputs = userInputs.filter((s): s is string => !!s).flatMap((s) => [s, ...s.split(/[@._\s-]+/)]).filter((s) => s.length >= 3);
  return zxcvbn.check(password, inputs).guessesLog10;
}

/**
 * Refuses (400 PASSWORD_WEAK, Turkish) a new password guessed in fewer than 10^minLog10 tries: run on
 * registration, reset and change, before the password is hashed. No composition rules (NIST 800-63B):
 * any password long or unusual enough passes.
 */
export function assertStrongPassword(password: string, minLog10: number, userInputs: Array<string | undefined> = []): void {
  if (passwordGuessesLog10(password, userInputs) < minLog10) throw badRequest(wording('accounts', 'PASSWORD_WEAK'), 'PASSWORD_WEAK');
}
