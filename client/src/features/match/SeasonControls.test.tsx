import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoomDto } from '@onbir/shared/room/dto';
import { SeasonControls } from './SeasonControls';

afterEach(cleanup);

const room = (over: Partial<RoomDto> = {}): RoomDto => ({ status: 'in_progress', options: { kind: 'league' }, ...over }) as unknown as RoomDto;
const props = () => ({ onReschedule: vi.fn(), onEnd: vi.fn() });

describe("the commissioner's season buttons", () => {
  it('"Maçı ertele" sends the instant chosen on this device\'s clock', async () => {
    const p = props();
    render(<SeasonControls room={room()} isHost busy={false} {...p} />);
    fireEvent.change(screen.getByLabelText('Sıradaki maçın yeni zamanı'), { target: { value: '2030-01-02T21:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Maçı ertele' }));
    expect(p.onReschedule).toHaveBeenCalledWith(new Date('2030-01-02T21:30').toISOString());
  });

  it('"Sezonu bitir" asks in the page first: Escape or "Vazgeç" sends nothing, "Evet, sezonu bitir" ends it', async () => {
    const p = props();
    const confirm = vi.spyOn(window, 'confirm');
    render(<SeasonControls room={room()} isHost busy={false} {...p} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sezonu bitir' }));
    expect(screen.getByText(/Sezon şimdi bitsin mi\?/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vazgeç' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/Sezon şimdi bitsin mi\?/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sezonu bitir' }));
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(p.onEnd).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sezonu bitir' }));
    await user.click(screen.getByRole('button', { name: 'Evet, sezonu bitir' }));
    expect(p.onEnd).toHaveBeenCalledTimes(1);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('are not shown to a member, in an evening room, or once the season is over', () => {
    const { rerender } = render(<SeasonControls room={room()} isHost={false} busy={false} {...props()} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<SeasonControls room={room({ options: { kind: 'evening' } as RoomDto['options'] })} isHost busy={false} {...props()} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<SeasonControls room={room({ status: 'finished' })} isHost busy={false} {...props()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
