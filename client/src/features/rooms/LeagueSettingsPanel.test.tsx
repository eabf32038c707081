import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { leagueSettingsSchema } from '@onbir/shared/league/settings';
import { activateLocale } from '../../lib/i18n/locale';
import { LeagueSettingsPanel } from './LeagueSettingsPanel';
import { SlowDraftClock } from './SlowDraftClock';

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await activateLocale('tr');
});

const istanbul = leagueSettingsSchema.parse({
  timeZone: 'Europe/Istanbul',
  draftMode: 'slow',
  pickClockHours: 8,
  quietWindow: { from: '00:00', to: '08:00' },
  matchdays: { days: [5, 1, 3], time: '21:00' },
});
/** Saturday 5 December 2026, 12:00 in Istanbul: the next matchday is Monday the 7th. */
const SATURDAY_NOON = Date.parse('2026-12-05T09:00:00Z');

describe("a league's settings in the room", () => {
  it('reads the draft, the quiet hours and the matchdays in week order in the room zone, and the next kick-off on a Berlin wall', () => {
    render(<LeagueSettingsPanel settings={istanbul} localZone="Europe/Berlin" now={SATURDAY_NOON} />);
    const panel = screen.getByRole('region', { name: 'Lig ayarları' });
    expect(panel.textContent).toContain('Yavaş draft, seçim 8 saat');
    expect(panel.textContent).toContain('00:00–08:00 (saat durur)');
    expect(screen.getByTestId('league-matchdays').textContent).toMatch(/^Pzt, Çar, Cum 21:00 \(Europe\/Istanbul\)/);
    // 21:00 at UTC+3 is 19:00 at UTC+1 (Berlin in winter).
    expect(screen.getByTestId('league-local-time').textContent).toBe('Sıradaki maç sizin saatinizle: Pzt 19:00 (Europe/Berlin)');
  });

  it('reads in English with the weekdays as English writes them', async () => {
    await activateLocale('en');
    render(<LeagueSettingsPanel settings={istanbul} localZone="Europe/Berlin" now={SATURDAY_NOON} />);
    const panel = screen.getByRole('region', { name: 'League settings' });
    expect(panel.textContent).toContain('Slow draft, 8 h per pick');
    expect(screen.getByTestId('league-matchdays').textContent).toMatch(/^Mon, Wed, Fri 21:00 \(Europe\/Istanbul\)/);
    expect(screen.getByTestId('league-local-time').textContent).toBe('Next match in your time: Mon 19:00 (Europe/Berlin)');
  });

  it('says nothing of local time in the room zone; every day and no quiet hours read as such; a live draft has no quiet hours', () => {
    const live = leagueSettingsSchema.parse({ timeZone: 'America/New_York', draftMode: 'live', matchdays: { days: 'every day', time: '20:30' } });
    render(<LeagueSettingsPanel settings={live} localZone="America/New_York" now={SATURDAY_NOON} />);
    expect(screen.getByTestId('league-matchdays').textContent).toBe('Her gün 20:30 (America/New_York)');
    expect(screen.queryByTestId('league-local-time')).toBeNull();
    expect(screen.getByRole('region').textContent).toContain('Canlı draft');
    expect(screen.queryByText('Sessiz saatler')).toBeNull();
  });
});

describe('the slow pick clock on the draft screen', () => {
  // A pick begun Saturday 22:00 Istanbul with 8 h: 2 h to midnight, the quiet night, 6 h from 08:00: Sunday 14:00 (11:00Z).
  const deadline = '2026-12-06T11:00:00.000Z';

  it('shows hours:minutes of running time left before the quiet hours, and stands still in them', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-05T20:30:00Z'), toFake: ['Date', 'setInterval', 'clearInterval'] }); // 23:30 Istanbul
    render(<SlowDraftClock deadline={deadline} settings={istanbul} pickerName="Zeynep" isMine={false} pickerIsAi={false} />);
    expect(screen.getByTestId('slow-clock-left').textContent).toBe('6:30');
    expect(screen.getByTestId('slow-clock-left').getAttribute('aria-label')).toBe('6 saat 30 dakika kaldı');
    expect(screen.queryByTestId('slow-clock-quiet')).toBeNull();

    act(() => vi.advanceTimersByTime(45 * 60_000)); // 00:15 Istanbul: the night has begun
    expect(screen.getByTestId('slow-clock-left').textContent).toBe('6:00');
    expect(screen.getByTestId('slow-clock-quiet').textContent).toBe('Sessiz saatler: saat durdu');
    act(() => vi.advanceTimersByTime(7 * 3_600_000)); // 07:15: still 6 h
    expect(screen.getByTestId('slow-clock-left').textContent).toBe('6:00');

    act(() => vi.advanceTimersByTime(3 * 3_600_000 + 59 * 60_000 + 30_000)); // 11:14:30: 3 h 14.5 min run since 08:00, 2 h 45.5 min left, shown rounded up
    expect(screen.getByTestId('slow-clock-left').textContent).toBe('2:46');
    expect(screen.queryByTestId('slow-clock-quiet')).toBeNull();
    act(() => vi.advanceTimersByTime(3 * 3_600_000)); // past the deadline
    expect(screen.getByTestId('slow-clock-left').textContent).toBe('0:00');
  });
});
