import { useMemo } from 'react';
import { lineupAt } from '@onbir/shared/match/lineup';
import { matchSummary } from '@onbir/shared/match/summary';
import { Commentary } from './Commentary';
import { GoalFlash } from './GoalFlash';
import { clubsOf } from './kits';
import { LineupPitch } from './LineupPitch';
import type { LiveMatchState } from './liveMatch';
import { LiveStats } from './LiveStats';
import { MatchTracker } from './MatchTracker';
import { MomentumChart } from './MomentumChart';
import { PlayerRatings } from './PlayerRatings';
import { ScoreDetails } from './ScoreDetails';
import { Scoreboard } from './Scoreboard';
import './match.css';

/**
 * One match as it stands: the score (the clubs' crests beside the names, a goal highlighted and announced)
 * with scorers, cards and xG under it, the tracker, the momentum chart,
 * both line-ups, ratings and the man of the match after the whistle, statistics and commentary. The live
 * match screen and the replay page show the same view of their events.
 */
export function MatchView({ state, teamA, teamB }: { state: LiveMatchState; teamA: string; teamB: string }) {
  const summary = useMemo(() => (state.teams ? matchSummary({ teams: state.teams }, state.events) : null), [state.teams, state.events]);
  const lineup = useMemo(() => (state.teams ? lineupAt(state.teams, state.events) : null), [state.teams, state.events]);
  const names = useMemo(() => [teamA, teamB, ...(state.teams ?? []).flatMap((t) => [t.name, ...t.players.map((p) => p.name), ...(t.bench ?? []).map((p) => p.name)])], [teamA, teamB, state.teams]);
  return (
    <>
      <Scoreboard teamA={teamA} teamB={teamB} clubs={clubsOf(state.teams)} score={state.score} minute={state.minute} live={state.live} halfTime={state.halfTime} ended={state.ended}>
        <GoalFlash events={state.events} teamA={teamA} teamB={teamB} />
      </Scoreboard>
      {summary && <ScoreDetails summary={summary} />}
      <MatchTracker last={state.events.at(-1) ?? null} teamA={teamA} teamB={teamB} />
      {summary && <MomentumChart bars={summary.momentum} teamA={teamA} teamB={teamB} />}
      {state.teams && lineup && <LineupPitch teams={state.teams} lineup={lineup} summary={summary} />}
      {state.ended && summary && state.teams && <PlayerRatings summary={summary} teams={state.teams} />}
      <LiveStats stats={state.stats} />
      <Commentary lines={state.commentary} names={names} />
    </>
  );
}
