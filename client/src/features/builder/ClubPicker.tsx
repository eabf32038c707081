import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { displayName } from '@onbir/shared/builder/lineup';
import { POOL_SEASON, type BuilderTeam } from '@onbir/shared/players/types';
import { sortByText } from '@onbir/shared/text/collation';
import { fetchClubs, popularClubsNow } from './builderApi';
import { EARLY_CHOICE_SCRIPT } from './earlyChoice';
import { DEFAULT_CREST, FallbackImage } from './FallbackImage';
import { HtmlOnlyScript } from '../../lib/HtmlOnlyScript';
import { useLocale } from '../../lib/i18n/locale';
import { useRemote } from '../../lib/useRemote';

const clubCache = new Map<string, BuilderTeam[]>();

/** What a picker says: the builder's own club (the defaults) or another use, such as the quick match's opponent. */
export interface ClubPickerTexts {
  search: string;
  chosen: string;
  change: string;
  hint: string | null;
}

/**
 * Team selection (docs/builder.md, 'The screen'): the popular clubs (the pool's top ten, in that order) while the search is
 * empty, else the matching clubs in the alphabet of the page's language (Turkish: C before Ç, I before İ).
 */
export function ClubPicker({
  club,
  onChoose,
  texts: given,
  early = false,
}: {
  club: BuilderTeam | null;
  onChoose(club: BuilderTeam | null): void;
  texts?: ClubPickerTexts;
  /** The page's first screen: a tap on a club before the scripts ran (earlyChoice.ts) is chosen once they have. */
  early?: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const texts = given ?? { search: t`Takım Adı Ara`, chosen: t`Seçilen Takım`, change: t`Takımı Değiştir`, hint: t`Oyuncu seçimi için saha slotuna tıklayın.` };
  const [query, setQuery] = useState('');
  const q = query.trim();
  const clubs = useRemote(club ? null : `clubs:${q}`, (signal) => fetchClubs(q, signal), {
    empty: [] as BuilderTeam[],
    cache: clubCache,
    keepPrevious: true,
    initial: popularClubsNow,
  });
  const shown = useMemo(() => (q ? sortByText(clubs.data, (c) => displayName(c.club_name), locale) : clubs.data), [clubs.data, q, locale]);
  useEffect(() => {
    if (!early) return;
    const tapped = window.onbirEarlyClub?.take();
    const chosen = clubs.data.find((c) => String(c.club_id) === tapped);
    if (chosen) onChoose(chosen);
    // Once, with the clubs the page was drawn with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (club) {
    return (
      <section className="b-panel b-club-chosen" aria-label={t`Takım seçimi`}>
        <div className="b-club-row">
          <FallbackImage className="b-club-crest" src={club.logo_url} fallback={DEFAULT_CREST} alt="" />
          <strong>
            {texts.chosen}: {displayName(club.club_name)}
          </strong>
        </div>
        <button type="button" className="b-btn" onClick={() => onChoose(null)}>
          {texts.change}
        </button>
        {texts.hint && <p className="b-hint">{texts.hint}</p>}
      </section>
    );
  }

  const firstLoad = clubs.loading && clubs.data.length === 0;
  return (
    <section className="b-panel" aria-label={t`Takım seçimi`} suppressHydrationWarning={early}>
      {/* Before the clubs: a page whose HTML has come as far as the clubs already takes a tap on them. */}
      {early && <HtmlOnlyScript text={EARLY_CHOICE_SCRIPT} />}
      <input
        type="search"
        className="b-input"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={`${texts.search}...`}
        aria-label={texts.search}
      />
      <p className="b-hint">
        <Trans>{POOL_SEASON} sezonu kadroları</Trans>
      </p>
      {!q && (
        <h3 className="b-panel-title">
          <Trans>Popüler (Top 10) Takımlar</Trans>
        </h3>
      )}
      {firstLoad ? (
        <p className="b-empty">
          <Trans>Oyuncular ve Takımlar Yükleniyor...</Trans>
        </p>
      ) : shown.length === 0 ? (
        <p className="b-empty">
          <Trans>Aradığınız takım bulunamadı.</Trans>
        </p>
      ) : (
        <ul className="b-club-list">
          {shown.map((c) => (
            <li key={c.club_id}>
              <button type="button" className="b-club" data-club={c.club_id} onClick={() => onChoose(c)} suppressHydrationWarning={early}>
                <FallbackImage className="b-club-crest" src={c.logo_url} fallback={DEFAULT_CREST} alt="" />
                <span>{displayName(c.club_name)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
