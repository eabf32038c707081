import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GamePlayer } from '@onbir/shared/players/types';
import { PickQueuePanel } from './PickQueuePanel';

afterEach(cleanup);

const player = (id: string, name: string) => ({ id, short_name: name, overall: 80, player_positions: 'ST' }) as GamePlayer;
const queue = [player('a', 'A Bir'), player('b', 'B İki'), player('c', 'C Üç')];

describe('the pick queue', () => {
  it('reorders from the keyboard with the up and down buttons, and removes', async () => {
    const onChange = vi.fn();
    render(<PickQueuePanel queue={queue} autodraft={false} onChange={onChange} onAutodraft={() => {}} />);
    const user = userEvent.setup();
    expect((screen.getByRole('button', { name: 'A Bir yukarı taşı' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('button', { name: 'C Üç yukarı taşı' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c', 'b']);
    await user.click(screen.getByRole('button', { name: 'A Bir aşağı taşı' }));
    expect(onChange).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    await user.click(screen.getByRole('button', { name: 'B İki listeden çıkar' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
  });

  it('reorders by drag and drop', () => {
    const onChange = vi.fn();
    render(<PickQueuePanel queue={queue} autodraft={false} onChange={onChange} onAutodraft={() => {}} />);
    const rows = screen.getAllByTestId('queue-player');
    fireEvent.dragStart(rows[2]);
    fireEvent.dragOver(rows[0]);
    fireEvent.drop(rows[0]);
    expect(onChange).toHaveBeenLastCalledWith(['c', 'a', 'b']);
  });

  it('switches "Otomatik seç"', async () => {
    const onAutodraft = vi.fn();
    render(<PickQueuePanel queue={[]} autodraft={false} onChange={() => {}} onAutodraft={onAutodraft} />);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Otomatik seç' }));
    expect(onAutodraft).toHaveBeenCalledWith(true);
    expect(screen.getByText(/Listeniz boş/)).toBeTruthy();
  });
});
