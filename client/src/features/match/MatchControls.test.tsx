import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayerState, SideState } from '@onbir/shared/match/matchState';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { ControlsView } from '@onbir/shared/match/wire';
import { PlanEditor } from './PlanEditor';
import { SubstitutionForm } from './SubstitutionForm';
import { TacticsForm } from './TacticsForm';
import { decideInput } from './useMatchControls';

const man = (id: string, stamina: number, slot = 'CM'): PlayerState => ({ id, name: id, slot, stamina, rating: 75, booked: false });
const side = (over: Partial<SideState> = {}): SideState => ({
  onPitch: ['a', 'b', 'c'],
  bench: ['s1', 's2'],
  off: [],
  subsUsed: 0,
  windowsUsed: 0,
  extraTime: false,
  atBreak: false,
  windowOpen: false,
  formation: '4-4-2',
  tactics: { mentality: 'balanced', pressing: 'normal', tempo: 'normal' },
  players: [man('a', 80, 'GK'), man('b', 52, 'ST'), man('c', 71)],
  substitutes: [man('s1', 100, 'ST'), man('s2', 100)],
  ...over,
});

afterEach(cleanup);

describe('the match controls (issue 27)', () => {
  it('offers the most tired man off first, each with his stamina, and sends the substitution', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<SubstitutionForm side={side()} busy={false} onSubmit={onSubmit} />);
    const off = screen.getByLabelText('Çıkacak oyuncu') as HTMLSelectElement;
    expect([...off.options].map((o) => o.textContent)).toEqual(['b · ST · kondisyon %52', 'c · CM · kondisyon %71', 'a · GK · kondisyon %80']);
    await userEvent.selectOptions(screen.getByLabelText('Girecek oyuncu'), 's2');
    await userEvent.click(screen.getByRole('button', { name: 'Değişikliği yap' }));
    expect(onSubmit).toHaveBeenCalledWith('b', 's2');
    expect(screen.getByLabelText('b kondisyonu').getAttribute('value')).toBe('52');
  });

  it('says when the bench is empty', () => {
    render(<SubstitutionForm side={side({ substitutes: [], bench: [] })} busy={false} onSubmit={async () => true} />);
    expect(screen.getByText('Yedek kulübende oyuncu kalmadı.')).toBeTruthy();
  });

  it('shows the current tactics pressed and sends a change by keyboard', async () => {
    const onDecide = vi.fn(async () => true);
    render(<TacticsForm side={side({ tactics: { mentality: 'defensive', pressing: 'normal', tempo: 'normal' } })} busy={false} onDecide={onDecide} />);
    expect(screen.getByRole('button', { name: 'Savunma' }).getAttribute('aria-pressed')).toBe('true');
    screen.getByRole('button', { name: 'Tüm hücum' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onDecide).toHaveBeenCalledWith({ type: 'mentality', value: 'all_out_attack' });
  });

  it('builds a plan rule by rule and saves it whole', async () => {
    const onSave = vi.fn(async () => true);
    const room = { players: [{ user: { _id: 'u' }, team: { squad: [] } }] } as unknown as RoomDto;
    render(<PlanEditor room={room} userId="u" saved={[]} busy={false} onSave={onSave} />);
    expect(screen.getByText('Henüz plan kuralı yok.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Dakika'));
    await userEvent.type(screen.getByLabelText('Dakika'), '80');
    await userEvent.selectOptions(screen.getByLabelText('Koşul'), 'ahead');
    await userEvent.selectOptions(screen.getByLabelText('Değişiklik'), 'mentality:defensive');
    await userEvent.selectOptions(screen.getByLabelText('İkinci değişiklik'), 'sub:DEF');
    await userEvent.click(screen.getByRole('button', { name: 'Kural ekle' }));
    expect(screen.getByRole('list', { name: 'Plan kuralları' }).textContent).toContain("80'de öndeysek: Savunma, defans oyuncusu girsin");
    await userEvent.click(screen.getByRole('button', { name: 'Planı kaydet' }));
    expect(onSave).toHaveBeenCalledWith([
      { from: 80, score: 'ahead', changes: [{ type: 'mentality', value: 'defensive' }, { type: 'substitution', on: { line: 'DEF' }, off: { line: 'any' } }] },
    ]);
  });

  it('gives the shared check the match as the controls show it', () => {
    const view: ControlsView = { fixtureId: 'f', side: 'B', minute: '45+2', finished: false, mine: side(), plan: [] };
    const input = decideInput(view, { type: 'tempo', value: 'fast' });
    expect(input.live).toMatchObject({ fixtureId: 'f', side: 'B', at: { minute: 45, added: 2 }, context: { finished: false } });
    expect(input.live!.context.sides.B).toBe(view.mine);
    expect(decideInput({ ...view, mine: null }, { type: 'tempo', value: 'fast' }).live).toBeNull();
  });
});
