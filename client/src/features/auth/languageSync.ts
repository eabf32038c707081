import { onLocaleChosen } from '../../lib/i18n/locale';
import { getToken } from '../../lib/session';

/**
 * A signed-in user's choice of language is kept on the profile too, so it follows them to other
 * browsers (adopted at sign-in: LoginPage) and their mails are written in it. A failure is left
 * unsaid: the choice still holds in this browser. The call's code loads when it is first needed: it
 * stays out of every page's first download.
 */
export function keepLanguageOnProfile(): () => void {
  return onLocaleChosen((locale) => {
    if (getToken()) void import('./authApi').then(({ saveLanguage }) => saveLanguage(locale)).catch(() => undefined);
  });
}
