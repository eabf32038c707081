import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoomDto } from '@onbir/shared/room/dto';
import { NextMatch } from './NextMatch';

const names = new Map([
  ['z', 'zeynep'],
  ['m', 'mehmet'],
]);
const room = (over: Partial<RoomDto> = {}): RoomDto =>
  ({
    creator: { _id: 'z', username: 'zeynep' },
    format: 'round_robin',
    players: [],
    nextMatch: { fixtureId: 'f1', teamA: 'z', teamB: 'm', round: 1, startsBy: 'host', at: null },
    autoContinue: { enabled: false, paused: false, nextMatchAt: null },
    ...over,
  }) as RoomDto;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NextMatch', () => {
  it('tells a guest who plays next and who starts it, with no buttons', () => {
    render(<NextMatch room={room()} names={names} isHost={false} busy={false} onSchedule={null} onStart={() => {}} onPause={() => {}} />);
    expect(screen.getByTestId('next-match').textContent).toContain('Sıradaki maç: zeynep – mehmet · 1. hafta');
    expect(screen.getByTestId('next-match-starter').textContent).toBe('Maçı zeynep başlatacak.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('isolates a name written right to left, so the dash and the other team keep their places', () => {
    const arabic = 'نادي الصقور';
    render(<NextMatch room={room()} names={new Map([['z', arabic], ['m', 'mehmet']])} isHost={false} busy={false} onSchedule={null} onStart={() => {}} onPause={() => {}} />);
    expect([...screen.getByTestId('next-match').querySelectorAll('bdi')].map((b) => b.textContent)).toEqual([arabic]);
    expect(screen.getByTestId('next-match').textContent).toContain(`Sıradaki maç: ${arabic} – mehmet · 1. hafta`);
  });

  it('counts down an automatic kick-off and lets the host pause it', async () => {
    const at = new Date(Date.now() + 7_500).toISOString();
    const onPause = vi.fn();
    render(
      <NextMatch
        room={room({ nextMatch: { fixtureId: 'f1', teamA: 'z', teamB: 'm', round: 2, startsBy: 'auto', at }, autoContinue: { enabled: true, paused: false, nextMatchAt: at } })}
        names={names}
        isHost
        busy={false}
        onSchedule={null}
        onStart={() => {}}
        onPause={onPause}
      />,
    );
    expect(screen.getByTestId('next-match-starter').textContent).toBe('Maç 8 saniye içinde otomatik başlayacak.');
    await userEvent.click(screen.getByRole('button', { name: 'Otomatik Devamı Duraklat' }));
    expect(onPause).toHaveBeenCalledWith(true);
  });

  it("tells a league's far-off kick-off as its day and time, not a countdown", () => {
    const at = new Date(Date.now() + 26 * 3_600_000).toISOString();
    render(<NextMatch room={room({ nextMatch: { fixtureId: 'f1', teamA: 'z', teamB: 'm', round: 1, startsBy: 'auto', at } })} names={names} isHost={false} busy={false} onSchedule={null} onStart={() => {}} onPause={() => {}} />);
    const when = new Intl.DateTimeFormat('tr', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(at));
    expect(screen.getByTestId('next-match-starter').textContent).toBe(`Maç ${when} tarihinde kendiliğinden başlayacak.`);
  });

  it("shows a league's host the start button disabled with the reason beside it, and no auto-continue button", () => {
    const reason = 'Lig maçları takvime göre kendiliğinden başlar.';
    render(<NextMatch room={room({ autoContinue: { enabled: true, paused: false, nextMatchAt: null } })} names={names} isHost busy={false} onSchedule={reason} onStart={() => {}} onPause={() => {}} />);
    const start = screen.getByRole('button', { name: 'Sonraki Maçı Başlat' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(start.getAttribute('aria-describedby')).toBe(screen.getByTestId('next-match-on-schedule').id);
    expect(screen.getByTestId('next-match-on-schedule').textContent).toBe(reason);
    expect(screen.queryByRole('button', { name: /Otomatik Devamı/ })).toBeNull();
  });

  it('says when the automatic continue is paused and offers to resume it', async () => {
    const onPause = vi.fn();
    render(<NextMatch room={room({ autoContinue: { enabled: true, paused: true, nextMatchAt: null } })} names={names} isHost busy={false} onSchedule={null} onStart={() => {}} onPause={onPause} />);
    expect(screen.getByTestId('next-match-starter').textContent).toBe('Otomatik devam duraklatıldı. Maçı zeynep başlatacak.');
    await userEvent.click(screen.getByRole('button', { name: 'Otomatik Devamı Sürdür' }));
    expect(onPause).toHaveBeenCalledWith(false);
  });
});
