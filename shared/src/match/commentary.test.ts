import { describe, expect, it } from 'vitest';
import { templates } from './commentary';
import { simulateMatch } from './engine';
import { sampleSquad } from './sampleSquad';
import { goalLines, missLines, saveLines } from './shotLines';

/** Words of a player running with the ball, going wide or shooting: never a goalkeeper's. */
const OUTFIELD_ONLY = /çalım|kanat|kanad|rakibini geçti|ilerliyor|şut|koşu|sarktı/i;
const squads = Array.from({ length: 12 }, (_, i) => sampleSquad(`Takım${i}`, 68 + i, i + 1));
// sampleSquad: index 0 is the keeper, 1-4 the back four.
const keeperIds = new Set(squads.map((s) => s.players[0].id));
const defenderIds = new Set(squads.flatMap((s) => s.players.slice(1, 5).map((p) => p.id)));

describe('commentary', () => {
  it('has at least three lines for every event type and every shot situation', () => {
    for (const lines of [templates.corner, templates.foul, templates.yellow, templates.secondYellow, templates.straightRed]) {
      expect(lines.length).toBeGreaterThanOrEqual(3);
    }
    for (const role of Object.values(templates.play)) expect(role.length).toBeGreaterThanOrEqual(3);
    for (const bySituation of [goalLines, saveLines, missLines]) for (const lines of Object.values(bySituation)) expect(lines.length).toBeGreaterThanOrEqual(3);
  });

  it('never has a goalkeeper dribble, go wide or shoot over 10,000 matches, nor make him shoot, foul or take a corner', () => {
    let keeperLines = 0;
    const wrong: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const t = simulateMatch({ seed: i + 1, teams: [squads[i % 12], squads[(i * 7 + 5) % 12]], knockout: i % 10 === 0 });
      for (const e of t.events) {
        if (!e.playerId || !keeperIds.has(e.playerId)) continue;
        if (e.type === 'minute_update') {
          keeperLines++;
          if (OUTFIELD_ONLY.test(e.message) || e.zone !== 'own_half') wrong.push(e.message);
        } else if (e.type !== 'save' && e.type !== 'shootout_kick') {
          wrong.push(`${e.type}: ${e.message}`);
        }
      }
    }
    // Checked at the end: an expect per event would make the 10,000 matches slow.
    expect(wrong).toEqual([]);
    expect(keeperLines).toBeGreaterThan(10_000);
  }, 60_000);

  it('gives defenders on the ball the words of defenders, and their shots mostly inside the box', () => {
    let range = 0;
    let shots = 0;
    for (let i = 0; i < 500; i++) {
      const t = simulateMatch({ seed: i + 1, teams: [squads[i % 12], squads[(i + 3) % 12]] });
      for (const e of t.events) {
        const shooter = e.type === 'save' ? e.otherId : e.type === 'goal' || e.type === 'miss' ? e.playerId : null;
        if (shooter && defenderIds.has(shooter)) {
          shots++;
          if (e.situation === 'range') range++;
        }
        if (e.type === 'minute_update' && defenderIds.has(e.playerId!)) expect(e.message).not.toMatch(/çalım|kanada|ceza sahası önünde/);
      }
    }
    expect(shots).toBeGreaterThan(100);
    expect(range / shots).toBeLessThan(0.1);
  });

  it('writes the names of fouls and cards with Turkish suffixes', () => {
    expect(templates.foul[0]('Muslera', 'Ev', 'Icardi')).toBe("Faul! Muslera, Icardi'yi arkadan düşürdü.");
    expect(templates.foul[4]('Kerem', 'Ev', 'Osimhen')).toBe("Sert faul! Kerem ayağıyla Osimhen'e çıktı.");
    expect(templates.foul[3]('Kerem', 'Ev', 'Torreira')).toBe("Kerem, Torreira'nın formasından çekti. Faul.");
    expect(templates.yellow[1]('Salah', 'Ev', 'x')).toBe("Hakem Salah'a sarı kart gösteriyor.");
  });
});
