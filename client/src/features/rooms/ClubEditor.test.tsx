import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { human, room } from '@onbir/shared/test/rooms';
import { roomDto } from '@onbir/shared/room/view';
import { ClubEditor } from './ClubEditor';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const kartal = { name: 'Kartal Spor', colors: ['#111111', '#ffffff'] as [string, string] };
const lobby = () => roomDto(room({ seats: [human('zeynep', { club: kartal }), human('ali')] }), new Map());

describe('Kulübüm', () => {
  it('answers with the shared rule before sending: a taken name and a short one, on the page', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<ClubEditor room={lobby()} userId="id-ali" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Kulüp adı' }), 'kartal  spor{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Bu kulüp adı odada zaten kullanılıyor.');
    await user.clear(screen.getByRole('textbox', { name: 'Kulüp adı' }));
    await user.type(screen.getByRole('textbox', { name: 'Kulüp adı' }), 'FK{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Kulüp adı en az 3 karakter olmalıdır.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('picks a ready kit by keyboard and draws the crest as it will be', async () => {
    render(<ClubEditor room={lobby()} userId="id-ali" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Kulüp adı' }), 'Boğaziçi FK');
    expect(screen.getByRole('img', { name: 'Boğaziçi FK arması' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    screen.getByRole('button', { name: 'Lacivert ve sarı' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Lacivert ve sarı' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByTestId('club-color-1') as HTMLInputElement).value).toBe('#0b3d91');
    expect(decodeURIComponent(screen.getByRole('img', { name: 'Boğaziçi FK arması' }).getAttribute('src')!)).toContain('#ffd100');
  });

  it('starts from the stored club and is gone once the first match has kicked off', () => {
    const { unmount } = render(<ClubEditor room={lobby()} userId="id-zeynep" />);
    expect((screen.getByRole('textbox', { name: 'Kulüp adı' }) as HTMLInputElement).value).toBe('Kartal Spor');
    unmount();
    const started = roomDto(
      room({ status: 'in_progress', seats: [human('zeynep', { club: kartal }), human('ali')], fixtures: [{ _id: 'f1', ordinal: 1, round: 1, tie: null, teamA: 'id-zeynep', teamB: 'id-ali', played: false, result: null, startedAt: 1 }] }),
      new Map(),
    );
    render(<ClubEditor room={started} userId="id-zeynep" />);
    expect(screen.queryByTestId('club-editor')).toBeNull();
  });
});
