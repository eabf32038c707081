import { memo } from 'react';
import { FORMATIONS } from '@onbir/shared/board/formations';
import { FORMAT_SIZES, formatName, type FormatSize } from '@onbir/shared/board/formats';
import { KEEPER_COLOURS, TEAM_COLOURS, type Team } from '@onbir/shared/board/model';
import { maxPlayers, minPlayers } from '@onbir/shared/board/teams';
import type { BoardControls } from './boardStore';
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

const KEEPER_LABELS: Record<(typeof KEEPER_COLOURS)[number], string> = {
  '#111111': 'Siyah',
  '#fdd835': 'Sarı',
  '#8bc34a': 'Açık yeşil',
  '#8e24aa': 'Mor',
  '#9e9e9e': 'Gri',
  '#ec407a': 'Pembe',
  '#00bcd4': 'Turkuaz',
  '#ffffff': 'Beyaz',
};

const TEAM_LABELS: Record<Team, string> = { A: 'A takımı', B: 'B takımı', C: 'Yelekli takım' };

function teamColourName(c: BoardControls, team: Team): string {
  if (team === 'C') return 'turuncu yelek';
  return (team === 'A') !== c.coloursSwapped ? 'kırmızı' : 'mavi';
}

function teamDot(c: BoardControls, team: Team): string {
  if (team === 'C') return TEAM_COLOURS.bibs;
  return (team === 'A') !== c.coloursSwapped ? TEAM_COLOURS.red : TEAM_COLOURS.blue;
}

function TeamRow({ team, c, a }: { team: Team; c: BoardControls; a: TeamActions }) {
  const count = c.counts[team];
  const name = TEAM_LABELS[team];
  const keeper = team === 'A' ? c.keeperA : team === 'B' ? c.keeperB : c.keeperC;
  const keeperId = `board-keeper-${team}`;
  return (
    <div className="board-team" role="group" aria-label={`${name} (${teamColourName(c, team)})`}>
      <span className="board-team__name">
        <span className="board-team__dot" style={{ background: teamDot(c, team) }} aria-hidden="true" />
        {name}
      </span>
      <div className="board-team__count">
        <button type="button" className="btn btn--small" aria-label={`${name}: bir oyuncu çıkar`} title="Son giren oyuncuyu çıkarır" disabled={count <= minPlayers(team)} onClick={() => a.removeLast(team)}>
          −
        </button>
        <span className="board-team__n" aria-live="polite">
          {count} oyuncu
        </span>
        <button type="button" className="btn btn--small" aria-label={`${name}: bir oyuncu ekle`} title="Yedek oyuncu ekler" disabled={count >= maxPlayers(c, team)} onClick={() => a.addPlayer(team)}>
          +
        </button>
      </div>
      <label className="board-team__keeper" htmlFor={keeperId}>
        <span>Kaleci</span>
        <select id={keeperId} value={keeper} onChange={(e) => a.setKeeper(team, e.target.value)} aria-label={`${name} kaleci rengi`}>
          {KEEPER_COLOURS.map((k) => (
            <option key={k} value={k}>
              {KEEPER_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** Format, teams and formation (spec 2.3's players, formation, reset and colour controls, for every format). */
export const TeamPanel = memo(function TeamPanel({ controls: c, actions: a, disabled }: { controls: BoardControls; actions: TeamActions; disabled: boolean }) {
  const n = c.format;
  return (
    <Section title="Takımlar">
      <fieldset className="board-fieldset" disabled={disabled}>
        <Group label="Format">
          {FORMAT_SIZES.map((size) => (
            <Toggle key={size} className="btn--small" pressed={c.format === size} onClick={() => a.setFormat(size)}>
              {formatName(size)}
            </Toggle>
          ))}
        </Group>
        <Group label="Oyuncular">
          <Toggle pressed={c.sides === 1} onClick={() => a.setSides(1)} className="btn--small">
            {n} Oyuncu
          </Toggle>
          <Toggle pressed={c.sides === 2} onClick={() => a.setSides(2)} className="btn--small">
            {2 * n} Oyuncu
          </Toggle>
          <Toggle pressed={c.counts.C > 0} onClick={() => a.setBibs(c.counts.C === 0)} className="btn--small" title="Nötr oyuncular ya da sırasını bekleyen takım">
            Yelekli 3. takım
          </Toggle>
        </Group>
        <Group label="Formasyon">
          {FORMATIONS[n].map((f) => (
            <Toggle key={f.name} className="btn--small" pressed={c.formation === f.name} onClick={() => a.setFormation(f.name)}>
              {f.name}
            </Toggle>
          ))}
          <button type="button" className="btn btn--small" onClick={a.reset}>
            Formasyonu Sıfırla
          </button>
        </Group>
        <TeamRow team="A" c={c} a={a} />
        {c.sides === 2 && <TeamRow team="B" c={c} a={a} />}
        {c.counts.C > 0 && <TeamRow team="C" c={c} a={a} />}
        <button type="button" className="btn btn--small" onClick={a.swapColours}>
          Renkleri Değiştir
        </button>
      </fieldset>
    </Section>
  );
});
