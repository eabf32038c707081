import { onLocaleChosen } from '../../lib/i18n/locale';
import { getToken } from '../../lib/session';
import { saveLanguage } from './authApi';

/**
 * A signed-in user's choice of language is kept on the profile too, so it follows them to other
 * browsers (adopted at sign-in: LoginPage) and their mails are written in it. A failure is left
 * unsaid: the choice still holds in this browser.
 */
export function keepLanguageOnProfile(): () => void {
  return onLocaleChosen((locale) => {
    if (getToken()) void saveLanguage(locale).catch(() => undefined);
  });
}
