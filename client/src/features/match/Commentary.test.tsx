import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { turkishText } from '@onbir/shared/match/commentary';
import { simulateMatch } from '@onbir/shared/match/engine';
import { sampleSquad } from '@onbir/shared/match/sampleSquad';
import { matchEventPayload } from '@onbir/shared/match/wire';
import { i18n } from '../../lib/i18n/runtime';
import { Commentary } from './Commentary';
import { initialLiveMatch, liveMatchReducer, type CommentaryLine } from './liveMatch';

const timeline = simulateMatch({ seed: 21, teams: [sampleSquad('Kartallar', 75, 1), sampleSquad('Aslanlar', 75, 2)] });
const live = timeline.events.reduce((s, e) => liveMatchReducer(s, { type: 'event', payload: matchEventPayload('r', 'f', e) }), initialLiveMatch);
const shown = () => [...screen.getByTestId('commentary').querySelectorAll('li')].map((li) => li.textContent);

afterEach(() => {
  cleanup();
  act(() => i18n.activate('tr'));
});

describe('Commentary', () => {
  it("words each line in the reader's language, and again when the language changes", () => {
    render(<Commentary lines={live.commentary} />);
    const end = live.commentary[0];
    expect(shown()[0]).toBe(`${end.minute}' ${turkishText(end.line!)}`);
    expect(shown()[0]).toMatch(/Maç sona erdi! Kartallar \d+ - \d+ Aslanlar/);
    act(() => i18n.activate('en'));
    expect(shown()[0]).toMatch(/^\d+(\+\d+)?' Full time! Kartallar \d+ - \d+ Aslanlar/);
    expect(shown().filter((l) => /GOAL!/.test(l ?? ''))).toHaveLength(timeline.score.A + timeline.score.B);
    expect(shown().join('\n')).not.toMatch(/Maç|GOL!|Korner/);
  });

  it('shows a line stored with Turkish words only as it is, in either language', () => {
    const old: CommentaryLine = { seq: 3, minute: '12', type: 'goal', team: 'A', message: 'GOL! Ayşe topu ağlara gönderiyor' };
    act(() => i18n.activate('en'));
    render(<Commentary lines={[old]} />);
    expect(shown()).toEqual(["12' GOL! Ayşe topu ağlara gönderiyor"]);
  });

  it('isolates a club named right to left, so the score beside it keeps its order', () => {
    const arabic = 'نادي الصقور';
    const end: CommentaryLine = { seq: 9, minute: '90', type: 'end', team: null, message: `Maç sona erdi! ${arabic} 1 - 3 Aslanlar.` };
    render(<Commentary lines={[end]} names={[arabic, 'Aslanlar']} />);
    const bdi = screen.getByTestId('commentary').querySelectorAll('li bdi');
    expect([...bdi].map((b) => b.textContent)).toEqual([arabic]);
    expect(shown()).toEqual([`90' Maç sona erdi! ${arabic} 1 - 3 Aslanlar.`]);
  });
});
