import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoomDto, RoomPlayerDto } from '@onbir/shared/room/dto';
import { CommissionerControls } from './CommissionerControls';

afterEach(cleanup);

const seat = (id: string, name: string, ai = false) => ({ user: { _id: id, username: name }, name, ai }) as unknown as RoomPlayerDto;
const room = (over: Partial<RoomDto> = {}): RoomDto =>
  ({
    creator: { _id: 'k', username: 'komiser' },
    status: 'drafting',
    players: [seat('k', 'komiser'), seat('u', 'uykucu'), seat('ai', 'YZ Dengeli', true)],
    ...over,
  }) as RoomDto;

const handlers = () => ({ onForce: vi.fn(), onUndo: vi.fn(), onReplace: vi.fn() });

describe("the commissioner's draft buttons", () => {
  it('are the creator’s: each calls its action from the keyboard, "Yapay zekâya devret" on each other person, none on an AI seat', async () => {
    const h = handlers();
    render(<CommissionerControls room={room()} userId="k" busy={false} {...h} />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Şimdi seçtir' }).focus();
    await user.keyboard('{Enter}');
    expect(h.onForce).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Son seçimi geri al' }));
    await user.keyboard(' ');
    expect(h.onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /YZ Dengeli|komiser/ })).toBeNull();
  });

  it('asks in the page before "Yapay zekâya devret": Vazgeç (focused, or Escape) sends nothing, "Evet, devret" hands the seat over', async () => {
    const h = handlers();
    render(<CommissionerControls room={room()} userId="k" busy={false} {...h} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yapay zekâya devret: uykucu' }));
    const ask = screen.getByRole('dialog', { name: /uykucu yapay zekâ menajerine devredilsin mi\?/ });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vazgeç' }));
    await user.keyboard('{Enter}');
    expect(ask.isConnected).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yapay zekâya devret: uykucu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(h.onReplace).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yapay zekâya devret: uykucu' }));
    await user.click(screen.getByRole('button', { name: 'Evet, devret' }));
    expect(h.onReplace).toHaveBeenCalledWith(expect.objectContaining({ name: 'uykucu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('are not shown to another member, nor outside the draft', () => {
    const { rerender } = render(<CommissionerControls room={room()} userId="u" busy={false} {...handlers()} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<CommissionerControls room={room({ status: 'draft_finished' })} userId="k" busy={false} {...handlers()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('wait while an action is on its way', () => {
    render(<CommissionerControls room={room()} userId="k" busy {...handlers()} />);
    expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });
});
