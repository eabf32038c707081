import { useState } from 'react';
import { displayName } from '@onbir/shared/builder/lineup';
import { POOL_SEASON, type BuilderTeam } from '@onbir/shared/players/types';
import { fetchClubs, popularClubsNow } from './builderApi';
import { DEFAULT_CREST, FallbackImage } from './FallbackImage';
import { useRemote } from '../../lib/useRemote';

const clubCache = new Map<string, BuilderTeam[]>();

/** What a picker says: the builder's own club (the defaults) or another use, such as the quick match's opponent. */
export interface ClubPickerTexts {
  search: string;
  chosen: string;
  change: string;
  hint: string | null;
}
const BUILDER_TEXTS: ClubPickerTexts = { search: 'Takım Adı Ara', chosen: 'Seçilen Takım', change: 'Takımı Değiştir', hint: 'Oyuncu seçimi için saha slotuna tıklayın.' };

/** Team selection (spec 2.4): the popular clubs while the search is empty, else the matching clubs. */
export function ClubPicker({ club, onChoose, texts = BUILDER_TEXTS }: { club: BuilderTeam | null; onChoose(club: BuilderTeam | null): void; texts?: ClubPickerTexts }) {
  const [query, setQuery] = useState('');
  const q = query.trim();
  const clubs = useRemote(club ? null : `clubs:${q}`, (signal) => fetchClubs(q, signal), {
    empty: [] as BuilderTeam[],
    cache: clubCache,
    keepPrevious: true,
    initial: popularClubsNow,
  });

  if (club) {
    return (
      <section className="b-panel b-club-chosen" aria-label="Takım seçimi">
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
    <section className="b-panel" aria-label="Takım seçimi">
      <input
        type="search"
        className="b-input"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={`${texts.search}...`}
        aria-label={texts.search}
      />
      <p className="b-hint">{POOL_SEASON} sezonu kadroları</p>
      {!q && <h3 className="b-panel-title">Popüler (Top 10) Takımlar</h3>}
      {firstLoad ? (
        <p className="b-empty">Oyuncular ve Takımlar Yükleniyor...</p>
      ) : clubs.data.length === 0 ? (
        <p className="b-empty">Aradığınız takım bulunamadı.</p>
      ) : (
        <ul className="b-club-list">
          {clubs.data.map((c) => (
            <li key={c.club_id}>
              <button type="button" className="b-club" onClick={() => onChoose(c)}>
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
