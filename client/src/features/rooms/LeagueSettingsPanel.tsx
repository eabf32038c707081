import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LeagueSettings } from '@onbir/shared/league/settings';
import type { RoomOptions } from '@onbir/shared/room/schemas';
import { useLocale } from '../../lib/i18n/locale';
import { browserTimeZone } from './leagueForm';
import { localKickOff, matchdayNames } from './leagueText';
import './league.css';

/** A league room's settings (docs/league.md, 'Screens'); undefined for an evening's room (and rooms stored before leagues). */
export const leagueOf = (options: RoomOptions): LeagueSettings | undefined => (options.kind === 'league' ? options.league : undefined);

/** The draft as a league's title line and panel say it: "Yavaş draft, seçim 8 saat" or "Canlı draft". */
export function useDraftModeText(): (settings: LeagueSettings) => string {
  const { t } = useLingui();
  return (settings) => {
    const hours = settings.pickClockHours;
    return settings.draftMode === 'slow' ? t`Yavaş draft, seçim ${hours} saat` : t`Canlı draft`;
  };
}

/** The matchdays with their time: "Pzt, Çar, Cum 21:00" or "Her gün 21:00". */
export function useMatchdaysText(): (settings: LeagueSettings) => string {
  const { t } = useLingui();
  const locale = useLocale();
  return (settings) => {
    const time = settings.matchdays.time;
    const days = matchdayNames(settings.matchdays.days, locale);
    return days ? `${days} ${time}` : t`Her gün ${time}`;
  };
}

/**
 * The room's league settings: draft mode and clock, quiet hours, matchdays in the room's zone, and the
 * next kick-off on the member's own wall when his zone is another (`localZone`, the browser's by default).
 */
export function LeagueSettingsPanel({ settings, localZone = browserTimeZone(), now }: { settings: LeagueSettings; localZone?: string; now?: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const draftText = useDraftModeText();
  const matchdaysText = useMatchdaysText();
  // Read once: the next kick-off moves on only at a kick-off, and the lobby redraws far more often.
  const [at] = useState(() => now ?? Date.now());
  const local = localKickOff(settings, localZone, at, locale);
  const [from, to] = settings.quietWindow ? [settings.quietWindow.from, settings.quietWindow.to] : ['', ''];
  const zone = settings.timeZone;
  const titleId = useId();
  return (
    <section className="rm-card lg-settings" aria-labelledby={titleId} data-testid="league-settings">
      <h2 id={titleId}>
        <Trans>Lig ayarları</Trans>
      </h2>
      <dl>
        <dt>
          <Trans>Draft</Trans>
        </dt>
        <dd>{draftText(settings)}</dd>
        {settings.draftMode === 'slow' && (
          <>
            <dt>
              <Trans>Sessiz saatler</Trans>
            </dt>
            <dd>{settings.quietWindow ? t`${from}–${to} (saat durur)` : t`Yok`}</dd>
          </>
        )}
        <dt>
          <Trans>Maç günleri</Trans>
        </dt>
        <dd data-testid="league-matchdays">
          {matchdaysText(settings)} <span className="rm-muted">({zone})</span>
          {local && (
            <span className="lg-quiet" data-testid="league-local-time">
              <Trans>
                Sıradaki maç sizin saatinizle: {local} ({localZone})
              </Trans>
            </span>
          )}
        </dd>
      </dl>
    </section>
  );
}
