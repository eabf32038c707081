import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newAuction, DEFAULT_AUCTION_SETTINGS } from '@onbir/shared/auction/state';
import type { AuctionState, Lot } from '@onbir/shared/auction/types';
import type { RoomDto } from '@onbir/shared/room/dto';
import { LastSale, SealedBid } from './AuctionSealed';

afterEach(cleanup);

const auction = (lot: Lot | null, sales: AuctionState['sales'] = []): AuctionState => ({
  ...newAuction({ ...DEFAULT_AUCTION_SETTINGS, mode: 'blind', bench: 0 }, ['a', 'b', 'c'].map((id) => ({ id, formation: '4-4-2' })), 0),
  lot,
  sales,
});
const player = { id: 'p1', player_positions: 'ST', league_name: 'Premier League', overall: 80 };
const lotWith = (bids: Lot['bids']): Lot => ({ number: 1, player, nominatedBy: 'a', bids, endsAt: 10_000 });
const nameOf = (id: string) => ({ a: 'Ayşe', b: 'Bora', c: 'Cem' })[id] ?? '?';

describe('a sealed bid on the screen', () => {
  it('sends one amount by keyboard, then shows it sealed; a bid sealed elsewhere shows without its amount', async () => {
    const onBid = vi.fn();
    const lot = lotWith([{ managerId: 'a', amount: 5, at: 0 }]);
    const { rerender } = render(<SealedBid auction={auction(lot)} lot={lot} userId="b" mine={null} busy={false} nameOf={nameOf} onBid={onBid} />);
    const field = screen.getByLabelText('Teklifiniz (M€)');
    await userEvent.setup().type(field, '{Control>}a{/Control}12{Enter}');
    expect(onBid).toHaveBeenCalledWith(12);
    const sealed = lotWith([...lot.bids, { managerId: 'b', amount: 0, at: 1 }]);
    rerender(<SealedBid auction={auction(sealed)} lot={sealed} userId="b" mine={12} busy={false} nameOf={nameOf} onBid={onBid} />);
    expect(screen.getByTestId('my-sealed-bid').textContent).toBe('Teklifiniz: 12 M€ (kapalı)');
    expect(screen.queryByLabelText('Teklifiniz (M€)')).toBeNull();
    expect(screen.getByTestId('bid-history').textContent).toBe('AyşeBora');
    rerender(<SealedBid auction={auction(sealed)} lot={sealed} userId="b" mine={null} busy={false} nameOf={nameOf} onBid={onBid} />);
    expect(screen.getByTestId('my-sealed-bid').textContent).toBe('Teklifinizi verdiniz (kapalı).');
  });

  it('reveals the last sale: its winner and price, every bid highest first, a tie in the order the bids landed', () => {
    const bids = [{ managerId: 'a', amount: 5, at: 0 }, { managerId: 'c', amount: 9, at: 1 }, { managerId: 'b', amount: 9, at: 2 }];
    const room = { players: [] } as unknown as RoomDto;
    render(<LastSale room={room} auction={auction(null, [{ lot: 1, playerId: 'p1', managerId: 'c', price: 9, slot: 'ST-1', bids }])} nameOf={nameOf} />);
    expect(screen.getByRole('heading').textContent).toBe('Lot #1 satıldı: p1 → Cem, 9 M€');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Cem: 9 M€', 'Bora: 9 M€', 'Ayşe: 5 M€']);
  });
});
