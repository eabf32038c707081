import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt as renderRoute } from '../../app/renderAt';
import type { FinishedMatch } from '@onbir/shared/match/wire';
import { saveSession } from '../../lib/session';
import { HistoryPage } from './HistoryPage';

const stats = { possession: 55, shots: 14, shotsOnTarget: 5, corners: 6, saves: 3, fouls: 10, yellowCards: 1, redCards: 0, xg: 1.42 };
const match = (over: Partial<FinishedMatch>): FinishedMatch => ({
  matchId: 'm1',
  roomId: 'r1',
  roomName: 'Cuma Ligi',
  date: '2026-11-20T20:00:00.000Z',
  teamA: 'ayse',
  teamB: 'mehmet',
  colorsA: null,
  colorsB: null,
  goalsA: 2,
  goalsB: 1,
  score: '2 - 1',
  stats: { teamA: stats, teamB: { ...stats, possession: 45 } },
  commentary: ["0' Maç başladı!", "12' GOL! Ayşe topu ağlara gönderiyor", "30' Sarı kart! Mehmet"],
  penalties: null,
  ...over,
});

function renderAt(path: string) {
  renderRoute(path, <HistoryPage />, '/dashboard/:roomId?');
}

/** Answers the list calls with `body`; the details modal's replay call is refused (the modal works without it). */
const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
    String(url).includes('/replay')
      ? new Response(JSON.stringify({ message: 'Maç tekrarı bulunamadı.' }), { status: 404, headers: { 'Content-Type': 'application/json' } })
      : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

beforeEach(() => saveSession({ _id: 'u1', username: 'ayse' }, 'token'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('HistoryPage', () => {
  it('lists the last matches with date, room, teams, score and winner or draw', async () => {
    const fetch = respond(200, [match({}), match({ matchId: 'm2', goalsA: 1, goalsB: 1, score: '1 - 1' })]);
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Son 20 Maç' })).toBeTruthy();
    const cards = await screen.findAllByTestId('match-card');
    expect(fetch.mock.calls[0][0]).toBe('/api/match/finished-matches');
    expect(cards[0].textContent).toContain('Cuma Ligi');
    expect(cards[0].textContent).toContain('Kazanan: ayse');
    expect(cards[1].textContent).toContain('Berabere');
  });

  it('loads one room on /dashboard/:roomId and opens the details with bars and commentary newest first', async () => {
    const fetch = respond(200, [match({})]);
    renderAt('/dashboard/r1');
    await userEvent.click(await screen.findByRole('button', { name: 'Detaylar' }));
    expect(fetch.mock.calls[0][0]).toBe('/api/match/r1/recent');
    const dialog = screen.getByRole('dialog', { name: 'Maç Detayları' });
    for (const label of ['Skor', 'Topla oynama', 'Şut', 'İsabetli şut', 'Gol beklentisi \\(xG\\)', 'Korner', 'Kurtarış', 'Faul', 'Sarı kart', 'Kırmızı kart']) {
      expect(within(dialog).getByRole('img', { name: new RegExp(`^${label}:`) })).toBeTruthy();
    }
    const lines = within(dialog).getAllByRole('listitem');
    expect(lines[0].textContent).toContain('Sarı kart');
    expect(within(lines[0]).getByRole('img', { name: 'Sarı kart' })).toBeTruthy();
    expect(within(lines[1]).getByRole('img', { name: 'Gol' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists Maçlarım with the viewer\'s result next to all matches', async () => {
    const fetch = respond(200, [match({ outcome: 'loss', teamA: 'mehmet', teamB: 'ayse', goalsA: 2, goalsB: 1 })]);
    renderAt('/dashboard');
    await screen.findAllByTestId('match-card');
    await userEvent.click(screen.getByRole('tab', { name: 'Maçlarım' }));
    await screen.findByTestId('outcome');
    expect(fetch.mock.calls.map((c) => c[0])).toContain('/api/match/my-matches');
    expect(screen.getByRole('tab', { name: 'Maçlarım' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('outcome').textContent).toBe('Mağlubiyet');
    expect(screen.getByRole('link', { name: 'Tekrar İzle' }).getAttribute('href')).toBe('/mac/m1');
  });

  it('shows its error text when the history cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    respond(500, { message: 'boom' });
    renderAt('/dashboard');
    expect((await screen.findByRole('alert')).textContent).toBe('Maç geçmişi yüklenirken hata oluştu. Sunucuya bakınız.');
  });
});
