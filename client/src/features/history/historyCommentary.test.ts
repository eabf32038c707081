import { describe, expect, it } from 'vitest';
import { simulateMatch } from '@onbir/shared/match/engine';
import { sampleSquad } from '@onbir/shared/match/sampleSquad';
import type { MatchInput } from '@onbir/shared/match/types';
import { fixtureResult } from '@onbir/shared/match/wire';
import { historyCommentary } from './historyCommentary';

const teams: MatchInput['teams'] = [sampleSquad('Kartallar', 75, 1), sampleSquad('Aslanlar', 75, 2)];
const timeline = simulateMatch({ seed: 5, teams });
const stored = fixtureResult(timeline).commentary;

describe('historyCommentary', () => {
  it('words a stored match from its replay in the reader’s language, with each line’s type', () => {
    const tr = historyCommentary(stored, timeline.events, 'tr');
    expect(tr.map((l) => l.text)).toEqual(stored);
    const en = historyCommentary(stored, timeline.events, 'en');
    expect(en).toHaveLength(stored.length);
    expect(en[0].text).toBe("0' Kick-off! It's Kartallar against Aslanlar.");
    expect(en.at(-1)!.text).toMatch(/Full time! Kartallar \d+ - \d+ Aslanlar/);
    expect(en.filter((l) => l.type === 'goal')).toHaveLength(timeline.score.A + timeline.score.B);
  });

  it('shows the stored lines as they are without a replay, or when the replay is not the match stored (an older engine)', () => {
    expect(historyCommentary(stored, null, 'en')).toEqual(stored.map((text) => ({ text, type: null })));
    const other = simulateMatch({ seed: 6, teams });
    expect(historyCommentary(stored, other.events, 'en').map((l) => l.text)).toEqual(stored);
  });
});
