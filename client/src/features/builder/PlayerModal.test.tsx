import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { emptySquad } from '@onbir/shared/builder/squad';
import type { BuilderPlayer, BuilderTeam } from '@onbir/shared/players/types';
import { PlayerModal } from './PlayerModal';

const striker = { key: 'FWD-0', name: 'Santrafor 1', position: 'ST' };
const club: BuilderTeam = { club_id: 7, club_name: 'Trabzonspor (61)', logo_url: '' };
const person = (i: number, clubName = 'Trabzonspor'): BuilderPlayer => ({
  player_id: `p${i}`,
  player_name: `Oyuncu ${i} (${i})`,
  player_image_url: `/faces/${i}.svg`,
  position: 'ST',
  current_club_id: 7,
  club_name: clubName,
});

/** The API: a squad of 3 for club 7, and 45 players in pages of 20 for every search. */
function stubApi() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/players/clubs/7/squad') {
      return Response.json({ club, players: [person(1), person(2), person(3, 'Başka Kulüp')] });
    }
    const page = Number(url.searchParams.get('page'));
    const items = Array.from({ length: page < 3 ? 20 : 5 }, (_, i) => person(100 + (page - 1) * 20 + i, 'Herkes'));
    return Response.json({ items, page, pageSize: 20, total: 45 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const searchCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === '/api/players/search').map((u) => `${u.searchParams.get('q')}:${u.searchParams.get('page')}`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("opens on the club's squad, strips name suffixes and filters by player or club name", async () => {
  stubApi();
  render(<PlayerModal place={striker} squad={{ ...emptySquad(), club: club }} occupant={null} onChoose={() => {}} onClose={() => {}} />);
  expect(screen.getByRole('dialog', { name: 'Oyuncu Seç' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Trabzonspor Kadrosu' }).getAttribute('aria-selected')).toBe('true');
  expect(await screen.findByText('Oyuncu 1')).toBeTruthy();
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'BAŞKA' } });
  expect(screen.getByText('Oyuncu 3')).toBeTruthy();
  expect(screen.queryByText('Oyuncu 1')).toBeNull();
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'kimse' } });
  expect(screen.getByText('Aradığınız kritere uygun oyuncu bulunamadı.')).toBeTruthy();
});

it('draws the faces once the list has stayed on screen, and a face already shown at once', async () => {
  stubApi();
  const { container } = render(<PlayerModal place={striker} squad={{ ...emptySquad(), club: club }} occupant={null} onChoose={() => {}} onClose={() => {}} />);
  const faces = () => [...container.querySelectorAll('img.b-player-face')].map((img) => img.getAttribute('src'));
  expect(await screen.findByText('Oyuncu 1')).toBeTruthy();
  expect(faces()).toEqual([]);
  await waitFor(() => expect(faces()).toEqual(['/faces/1.svg', '/faces/2.svg', '/faces/3.svg']));
  fireEvent.load(container.querySelector('img.b-player-face')!);
  // Typing starts the wait again; the face the browser has already drawn stays.
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'oyuncu' } });
  expect(faces()).toEqual(['/faces/1.svg']);
  await waitFor(() => expect(faces()).toHaveLength(3));
});

it('pages the whole pool by 20 and goes back to page 1 on a new search or a tab change', async () => {
  const fetch = stubApi();
  render(<PlayerModal place={striker} squad={{ ...emptySquad(), club: club }} occupant={null} onChoose={() => {}} onClose={() => {}} />);
  fireEvent.click(screen.getByRole('tab', { name: 'Tüm Oyuncular' }));
  expect(await screen.findByText('Sayfa 1 / 3')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
  expect(await screen.findByText('Sayfa 2 / 3')).toBeTruthy();
  expect(await screen.findByText('Oyuncu 120')).toBeTruthy();
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'her' } });
  expect(await screen.findByText('Sayfa 1 / 3')).toBeTruthy();
  // The list says which search it shows once that search's answer is in.
  await waitFor(() => expect(screen.getByRole('list', { name: 'Oyuncular' }).getAttribute('data-results-for')).toBe('her'));
  fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
  expect(await screen.findByText('Sayfa 2 / 3')).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: 'Trabzonspor Kadrosu' }));
  fireEvent.click(screen.getByRole('tab', { name: 'Tüm Oyuncular' }));
  expect(await screen.findByText('Sayfa 1 / 3')).toBeTruthy();
  await waitFor(() => expect(searchCalls(fetch)).toEqual([':1', ':2', 'her:1', 'her:2']));
});

it('without a club: the squad tab is disabled and a typed name is added as a free agent in the slot position', async () => {
  stubApi();
  const onChoose = vi.fn();
  render(<PlayerModal place={striker} squad={{ ...emptySquad(), club: null }} occupant={null} onChoose={onChoose} onClose={() => {}} />);
  expect((screen.getByRole('tab', { name: 'Takım Kadrosu' }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByRole('tab', { name: 'Tüm Oyuncular' }).getAttribute('aria-selected')).toBe('true');
  const add = screen.getByRole('button', { name: 'Manuel Ekle' }) as HTMLButtonElement;
  expect(add.disabled).toBe(true);
  fireEvent.submit(add.closest('form')!);
  expect(onChoose).not.toHaveBeenCalled();
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  Yeni Forvet ' } });
  fireEvent.click(add);
  expect(onChoose).toHaveBeenCalledWith(
    expect.objectContaining({ player_name: 'Yeni Forvet', club_name: 'Serbest Oyuncu', position: 'ST', player_id: expect.stringMatching(/^manual-\d+$/) }),
  );
});

it('says Oyuncu bulunamadı. for an empty squad without a search', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ club: { ...club, club_id: 8 }, players: [] })));
  render(<PlayerModal place={striker} squad={{ ...emptySquad(), club: { ...club, club_id: 8 } }} occupant={null} onChoose={() => {}} onClose={() => {}} />);
  expect(await screen.findByText('Oyuncu bulunamadı.')).toBeTruthy();
});

it('is a dialog for the keyboard: focus starts in the search, arrows walk the list, Tab stays inside, Escape closes', async () => {
  stubApi();
  const onClose = vi.fn();
  render(<PlayerModal place={striker} squad={{ ...emptySquad(), club }} occupant={null} onChoose={() => {}} onClose={onClose} />);
  const search = screen.getByRole('searchbox');
  expect(document.activeElement).toBe(search);
  await screen.findByText('Oyuncu 1');
  fireEvent.keyDown(search, { key: 'ArrowDown' });
  expect(document.activeElement?.textContent).toContain('Oyuncu 1');
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  expect(document.activeElement?.textContent).toContain('Oyuncu 2');
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
  expect(document.activeElement).toBe(search);
  // Tab from the last control wraps to the first one, Shift+Tab from the first to the last.
  const focusable = [...screen.getByRole('dialog').querySelectorAll<HTMLElement>('button:not([disabled]), input')];
  focusable.at(-1)!.focus();
  fireEvent.keyDown(document, { key: 'Tab' });
  expect(document.activeElement).toBe(focusable[0]);
  fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(focusable.at(-1));
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onClose).toHaveBeenCalled();
});

it("finds 'Işık' from 'isik' and 'Güler' from 'guler' in the squad, and shows positions in the language's codes", async () => {
  const named = (i: number, name: string, position: string): BuilderPlayer => ({ ...person(i), player_name: name, position });
  const turkish = [named(1, 'Berkan Işık', 'CB'), named(2, 'Arda Güler', 'CAM'), named(3, 'Mert Günok', 'GK')];
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ club: { ...club, club_id: 9 }, players: turkish })));
  render(<PlayerModal place={striker} squad={{ ...emptySquad(), club: { ...club, club_id: 9 } }} occupant={null} onChoose={() => {}} onClose={() => {}} />);
  const rows = () => [...document.querySelectorAll('.b-player')].map((b) => `${b.querySelector('.b-player-name')!.textContent} ${b.querySelector('.b-player-pos')!.textContent}`);
  expect(await screen.findByText('Berkan Işık')).toBeTruthy();
  expect(rows()).toEqual(['Berkan Işık STP', 'Arda Güler MOO', 'Mert Günok KL']);
  for (const [q, found] of [['isik', 'Berkan Işık STP'], ['IŞIK', 'Berkan Işık STP'], ['guler', 'Arda Güler MOO'], ['gunok', 'Mert Günok KL']]) {
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: q } });
    expect(rows(), q).toEqual([found]);
  }
  const { activateLocale } = await import('../../lib/i18n/locale');
  await activateLocale('en');
  try {
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    expect(await screen.findByRole('dialog', { name: 'Choose player' })).toBeTruthy();
    expect(rows()).toEqual(['Berkan Işık CB', 'Arda Güler CAM', 'Mert Günok GK']);
    expect(screen.getByRole('tab', { name: 'All players' })).toBeTruthy();
  } finally {
    await activateLocale('tr');
  }
});
