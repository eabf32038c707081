import { useLingui } from '@lingui/react/macro';
import { LOCALES, type Locale } from '@onbir/shared/text/locale';
import { chooseLocale, useLocale } from '../../lib/i18n/locale';

/** Each language's name in itself: a reader finds their own language whatever the page is in. */
// eslint-disable-next-line text/no-untranslated -- a language's own name is never translated
const NAMES: Record<Locale, string> = { tr: 'Türkçe', en: 'English' };
const SHORT: Record<Locale, string> = { tr: 'TR', en: 'EN' };

/**
 * The language switch of the navbar and the footer: one button per language, the current one pressed.
 * Choosing redraws the page in place (same path: routes are the same in both languages) and is
 * remembered (lib/i18n/locale.ts; on the profile too when signed in).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const current = useLocale();
  return (
    <div className={`language-switch ${className}`} role="group" aria-label={t`Dil`}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          data-locale={locale}
          aria-pressed={locale === current}
          onClick={() => void chooseLocale(locale)}
        >
          {/* Read out as "TR Türkçe": the visible code is part of the name (WCAG 2.5.3). */}
          {SHORT[locale]}
          <span className="language-name" lang={locale}>
            {NAMES[locale]}
          </span>
        </button>
      ))}
    </div>
  );
}
