import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { BuilderTeam } from '@onbir/shared/players/types';
import { ClubPicker } from './ClubPicker';

const team = (id: number, name: string): BuilderTeam => ({ club_id: id, club_name: name, logo_url: `/api/images/club/${id}.svg` });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// This test runs first: a failed load is not cached, so the next test loads the popular clubs afresh.
it('logs a failed load and ends the loading state with an empty list (docs/builder.md, "The screen")', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('ağ yok'))));
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<ClubPicker club={null} onChoose={() => {}} />);
  expect(screen.getByText('Oyuncular ve Takımlar Yükleniyor...')).toBeTruthy();
  expect(await screen.findByText('Aradığınız takım bulunamadı.')).toBeTruthy();
  expect(error).toHaveBeenCalled();
});

it('shows the popular clubs while the search is empty, then the matches, and picks one', async () => {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const q = new URL(String(input), 'http://x').searchParams.get('q');
    const items = q ? (q === 'bursa' ? [team(12, 'Bursaspor (16)')] : []) : [team(1, 'Galatasaray'), team(2, 'Fenerbahçe')];
    return Response.json({ items });
  });
  vi.stubGlobal('fetch', fetch);
  const onChoose = vi.fn();
  render(<ClubPicker club={null} onChoose={onChoose} />);
  expect(screen.getByText('Popüler (Top 10) Takımlar')).toBeTruthy();
  expect(screen.getByText('2024-25 sezonu kadroları')).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Galatasaray' })).toBeTruthy();
  // The popular clubs keep the pool's order (the top ten), not the alphabet's.
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Galatasaray', 'Fenerbahçe']);
  expect(String(fetch.mock.calls[0][0])).toBe('/api/players/clubs?q=&limit=10');
  fireEvent.change(screen.getByPlaceholderText('Takım Adı Ara...'), { target: { value: 'bursa' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Bursaspor' }));
  expect(screen.queryByText('Popüler (Top 10) Takımlar')).toBeNull();
  expect(onChoose).toHaveBeenCalledWith(team(12, 'Bursaspor (16)'));
  fireEvent.change(screen.getByPlaceholderText('Takım Adı Ara...'), { target: { value: 'yok' } });
  expect(await screen.findByText('Aradığınız takım bulunamadı.')).toBeTruthy();
});

it("shows the chosen club with 'Takımı Değiştir', which clears it", () => {
  const onChoose = vi.fn();
  render(<ClubPicker club={team(5, 'Beşiktaş (3)')} onChoose={onChoose} />);
  expect(screen.getByText('Seçilen Takım: Beşiktaş')).toBeTruthy();
  expect(screen.getByText('Oyuncu seçimi için saha slotuna tıklayın.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Takımı Değiştir' }));
  expect(onChoose).toHaveBeenCalledWith(null);
});

it('asks for the popular clubs at the address the route prefetches', async () => {
  const { POPULAR_CLUBS_URL } = await import('./builderApi');
  expect(POPULAR_CLUBS_URL).toBe('/api/players/clubs?q=&limit=10');
});

it("shows the popular clubs in its first render when the route's prefetched answer is already in", async () => {
  const { prefetch, prefetchSettled } = await import('../../lib/prefetch');
  const { POPULAR_CLUBS_URL } = await import('./builderApi');
  const fetch = vi.fn(async () => Response.json({ items: [team(61, 'Trabzonspor')] }));
  vi.stubGlobal('fetch', fetch);
  prefetch(POPULAR_CLUBS_URL);
  await prefetchSettled(POPULAR_CLUBS_URL);
  render(<ClubPicker club={null} onChoose={() => {}} />);
  // No await: drawn in the render itself, not after a request.
  expect(screen.getByRole('button', { name: 'Trabzonspor' })).toBeTruthy();
  expect(fetch).toHaveBeenCalledTimes(1);
});

it("lists the clubs found in the language's alphabet (Turkish: C before Ç, I before İ)", async () => {
  const { activateLocale } = await import('../../lib/i18n/locale');
  const found = [team(21, 'Çaykur Rizespor'), team(22, 'İnegölspor'), team(23, 'Celtic'), team(24, 'Işıkspor')];
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ items: found })));
  const names = () => screen.getAllByRole('listitem').map((li) => li.textContent);
  render(<ClubPicker club={null} onChoose={() => {}} />);
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'spor ve celtic' } });
  await screen.findByRole('button', { name: 'Celtic' });
  expect(names()).toEqual(['Celtic', 'Çaykur Rizespor', 'Işıkspor', 'İnegölspor']);
  // In English: Ç sorts as a C with an accent, dotted and dotless I as one letter; the words are English.
  await activateLocale('en');
  try {
    await screen.findByPlaceholderText('Search for a club...');
    expect(names()).toEqual(['Çaykur Rizespor', 'Celtic', 'İnegölspor', 'Işıkspor']);
  } finally {
    await activateLocale('tr');
  }
});
