import { memo } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { FORMATIONS } from '@onbir/shared/board/formations';
import { FORMAT_SIZES, formatName, type FormatSize } from '@onbir/shared/board/formats';
import { KEEPER_COLOURS, TEAM_COLOURS, type Team } from '@onbir/shared/board/model';
import { maxPlayers, minPlayers } from '@onbir/shared/board/teams';
import { type BoardControls, TEAM_LABELS } from '../../boardCore';
import { Group, Section, Toggle } from './controls';

export interface TeamActions {
  setFormat(format: FormatSize): void;
  setSides(sides: 1 | 2): void;
  setBibs(on: boolean): void;
  setFormation(name: string): void;
  reset(): void;
  addPlayer(team: Team): void;
  removeLast(team: Team): void;
  removePlayer(id: number): void;
  setKeeper(team: Team, colour: string): void;
  swapColours(): void;
}

const KEEPER_LABELS: Record<(typeof KEEPER_COLOURS)[number], MessageDescriptor> = {
  '#111111': msg`Siyah`,
  '#fdd835': msg`Sarı`,
  '#8bc34a': msg`Açık yeşil`,
  '#8e24aa': msg`Mor`,
  '#9e9e9e': msg`Gri`,
  '#ec407a': msg`Pembe`,
  '#00bcd4': msg`Turkuaz`,
  '#ffffff': msg`Beyaz`,
};

function teamColourName(c: BoardControls, team: Team): MessageDescriptor {
  if (team === 'C') return msg`turuncu yelek`;
  return (team === 'A') !== c.coloursSwapped ? msg`kırmızı` : msg`mavi`;
}

function teamDot(c: BoardControls, team: Team): string {
  if (team === 'C') return TEAM_COLOURS.bibs;
  return (team === 'A') !== c.coloursSwapped ? TEAM_COLOURS.red : TEAM_COLOURS.blue;
}

function TeamRow({ team, c, a }: { team: Team; c: BoardControls; a: TeamActions }) {
  const { t, i18n } = useLingui();
  const count = c.counts[team];
  const name = i18n._(TEAM_LABELS[team]);
  const colour = i18n._(teamColourName(c, team));
  const keeper = team === 'A' ? c.keeperA : team === 'B' ? c.keeperB : c.keeperC;
  const keeperId = `board-keeper-${team}`;
  return (
    <div className="board-team" role="group" aria-label={`${name} (${colour})`}>
      <span className="board-team__name">
        <span className="board-team__dot" style={{ background: teamDot(c, team) }} aria-hidden="true" />
        {name}
      </span>
      <div className="board-team__count">
        <button type="button" className="btn btn--small" aria-label={t`${name}: bir oyuncu çıkar`} title={t`Son giren oyuncuyu çıkarır`} disabled={count <= minPlayers(team)} onClick={() => a.removeLast(team)}>
          −
        </button>
        <span className="board-team__n" aria-live="polite">
          <Trans>{count} oyuncu</Trans>
        </span>
        <button type="button" className="btn btn--small" aria-label={t`${name}: bir oyuncu ekle`} title={t`Yedek oyuncu ekler`} disabled={count >= maxPlayers(c, team)} onClick={() => a.addPlayer(team)}>
          +
        </button>
      </div>
      <label className="board-team__keeper" htmlFor={keeperId}>
        <span>
          <Trans>Kaleci</Trans>
        </span>
        <select id={keeperId} value={keeper} onChange={(e) => a.setKeeper(team, e.target.value)} aria-label={t`${name} kaleci rengi`}>
          {KEEPER_COLOURS.map((k) => (
            <option key={k} value={k}>
              {i18n._(KEEPER_LABELS[k])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** Format, teams and formation (the players, formation, reset and colour controls of docs/board.md, 'Controls', for every format). */
export const TeamPanel = memo(function TeamPanel({ controls: c, actions: a, disabled }: { controls: BoardControls; actions: TeamActions; disabled: boolean }) {
  const { t } = useLingui();
  const n = c.format;
  const both = 2 * n;
  return (
    <Section title={t`Takımlar`}>
      <fieldset className="board-fieldset" disabled={disabled}>
        <Group label={t`Format`}>
          {FORMAT_SIZES.map((size) => (
            <Toggle key={size} className="btn--small" pressed={c.format === size} onClick={() => a.setFormat(size)}>
              {formatName(size)}
            </Toggle>
          ))}
        </Group>
        <Group label={t`Oyuncular`}>
          <Toggle pressed={c.sides === 1} onClick={() => a.setSides(1)} className="btn--small">
            <Trans>{n} Oyuncu</Trans>
          </Toggle>
          <Toggle pressed={c.sides === 2} onClick={() => a.setSides(2)} className="btn--small">
            <Trans>{both} Oyuncu</Trans>
          </Toggle>
          <Toggle pressed={c.counts.C > 0} onClick={() => a.setBibs(c.counts.C === 0)} className="btn--small" title={t`Nötr oyuncular ya da sırasını bekleyen takım`}>
            <Trans>Yelekli 3. takım</Trans>
          </Toggle>
        </Group>
        <Group label={t`Formasyon`}>
          {FORMATIONS[n].map((f) => (
            <Toggle key={f.name} className="btn--small" pressed={c.formation === f.name} onClick={() => a.setFormation(f.name)}>
              {f.name}
            </Toggle>
          ))}
          <button type="button" className="btn btn--small" onClick={a.reset}>
            <Trans>Formasyonu Sıfırla</Trans>
          </button>
        </Group>
        <TeamRow team="A" c={c} a={a} />
        {c.sides === 2 && <TeamRow team="B" c={c} a={a} />}
        {c.counts.C > 0 && <TeamRow team="C" c={c} a={a} />}
        <button type="button" className="btn btn--small" onClick={a.swapColours}>
          <Trans>Renkleri Değiştir</Trans>
        </button>
      </fieldset>
    </Section>
  );
});
