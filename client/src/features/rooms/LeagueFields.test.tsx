import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../app/renderAt';
import { saveSession } from '../../lib/session';
import { activateLocale } from '../../lib/i18n/locale';
import { CreateRoomPage } from './CreateRoomPage';

/** Answers the create call as the server does (the room's id) and keeps what was sent. */
const created = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ room: { _id: 'r1' } }), { status: 201, headers: { 'Content-Type': 'application/json' } }));
const sentBody = (fetch: ReturnType<typeof created>) => JSON.parse(String(fetch.mock.calls[0][1]?.body)) as Record<string, unknown>;

beforeEach(() => saveSession({ _id: 'u1', username: 'ayse' }, 'token'));
afterEach(async () => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  await activateLocale('tr');
});

async function openLeague() {
  renderAt('/create-room', <CreateRoomPage />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Oda Adı' }), 'Kış Ligi');
  await user.click(screen.getByRole('radio', { name: 'Lig' }));
  return user;
}

describe('the create form: "Tek akşam" or "Lig"', () => {
  it('sends an evening room as today, with no league', async () => {
    const fetch = created();
    renderAt('/create-room', <CreateRoomPage />);
    expect((screen.getByRole('radio', { name: 'Tek akşam' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('league-fields')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Oda Adı' }), 'Cuma Akşamı{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch)).toMatchObject({ roomName: 'Cuma Akşamı', kind: 'evening' });
    expect(sentBody(fetch)).not.toHaveProperty('league');
  });

  it('sends a slow league with an 8 h clock, 00:00-08:00 quiet hours and Mon/Wed/Fri 21:00 in the chosen zone', async () => {
    const fetch = created();
    const user = await openLeague();
    // A slow draft's clock is in hours: the evening's seconds are gone, and come back with a live draft.
    expect(screen.queryByRole('combobox', { name: 'Seçim Süresi' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Canlı' }));
    expect(screen.getByRole('combobox', { name: 'Seçim Süresi' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Yavaş' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Seçim saati/ }), '8');
    await user.click(screen.getByRole('checkbox', { name: /Gece saat dursun/ }));
    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '00:00' } });
    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '08:00' } });
    await user.click(screen.getByRole('checkbox', { name: 'Her gün' }));
    for (const day of ['Pzt', 'Çar', 'Cum']) await user.click(screen.getByRole('checkbox', { name: day }));
    fireEvent.change(screen.getByLabelText('Maç saati'), { target: { value: '21:00' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Saat dilimi' }), { target: { value: 'Europe/Istanbul' } });
    await user.click(screen.getByRole('button', { name: 'Oda Oluştur' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch)).toMatchObject({
      kind: 'league',
      league: { timeZone: 'Europe/Istanbul', draftMode: 'slow', pickClockHours: 8, quietWindow: { from: '00:00', to: '08:00' }, matchdays: { days: [1, 3, 5], time: '21:00' } },
    });
  });

  it('offers "Otomatik devam" for an evening only: a league, even with it ticked before, sends it off', async () => {
    const fetch = created();
    renderAt('/create-room', <CreateRoomPage />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Oda Adı' }), 'Kış Ligi');
    await user.click(screen.getByRole('checkbox', { name: /Otomatik devam/ }));
    await user.click(screen.getByRole('radio', { name: 'Lig' }));
    expect(screen.queryByRole('checkbox', { name: /Otomatik devam/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Oda Oluştur' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch)).toMatchObject({ kind: 'league', autoContinue: false });
  });

  it('starts in the browser zone and offers the platform zones', async () => {
    await openLeague();
    const zone = screen.getByRole('combobox', { name: 'Saat dilimi' }) as HTMLSelectElement;
    expect(zone.value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect([...zone.options].map((o) => o.value)).toEqual(expect.arrayContaining(['Europe/Istanbul', 'Europe/Berlin', 'America/New_York']));
  });

  it('shows each refusal of the settings schema beside its field, focuses the first and sends nothing', async () => {
    const fetch = created();
    const user = await openLeague();
    await user.click(screen.getByRole('checkbox', { name: /Gece saat dursun/ }));
    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '08:00' } });
    await user.click(screen.getByRole('checkbox', { name: 'Her gün' }));
    fireEvent.change(screen.getByLabelText('Maç saati'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Oda Oluştur' }));

    const alertOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
    const quiet = screen.getByRole('group', { name: 'Sessiz saatler' });
    expect(alertOf(quiet)).toBe('Sessiz saatlerin başlangıcı ile bitişi farklı olmalıdır.');
    expect(alertOf(screen.getByRole('group', { name: 'Maç günleri' }))).toBe('En az bir maç günü seçmelisiniz.');
    const time = screen.getByLabelText('Maç saati');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(alertOf(time)).toBe('Saat SS:DD biçiminde olmalıdır (ör. 21:00).');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /Gece saat dursun/ })));
    expect(fetch).not.toHaveBeenCalled();

    // Mended, each refusal goes as its field is put right.
    fireEvent.change(screen.getByLabelText('Maç saati'), { target: { value: '21:00' } });
    expect(screen.getByLabelText('Maç saati').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Cmt' }));
    expect(screen.queryByText('En az bir maç günü seçmelisiniz.')).toBeNull();
    expect([...document.querySelectorAll('.lg-error')].map((e) => e.textContent)).toEqual(['Sessiz saatlerin başlangıcı ile bitişi farklı olmalıdır.']);
  });

  it('words the refusals and the weekdays in English on an English screen', async () => {
    await activateLocale('en');
    const fetch = created();
    renderAt('/create-room', <CreateRoomPage />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Room name' }), 'Winter League');
    await user.click(screen.getByRole('radio', { name: 'League' }));
    await user.click(screen.getByRole('checkbox', { name: 'Every day' }));
    expect(screen.getByRole('checkbox', { name: 'Mon' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Room' }));
    expect(document.querySelector('.lg-error')?.textContent).toBe('Choose at least one matchday.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
