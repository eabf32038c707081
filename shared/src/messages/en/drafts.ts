import type { DraftRefusalCode, DraftTextKey } from '../drafts';

export const draftRefusalTextsEn: Record<DraftRefusalCode, string> = {
  AUCTION_BUDGET_TOO_SMALL: 'The budget must fill every place of the squad at the minimum price: at least {min} M€.',
  AUCTION_CLOCK_INVALID: 'The bid clock must be {min}-{max} seconds, and the last-seconds extension shorter than it.',
  AUCTION_FINISHED: 'The auction is over.',
  AUCTION_NOT_MANAGER: 'You are not one of this auction’s managers.',
  AUCTION_LOT_OPEN: 'A player is still up for auction; wait until he is sold.',
  AUCTION_NOT_YOUR_NOMINATION: 'It is not your turn to nominate a player.',
  AUCTION_PLAYER_SOLD: 'This player has already been sold.',
  AUCTION_NO_SLOT: 'Your squad has no empty place this player can play.',
  AUCTION_SQUAD_FULL: 'Your squad is full.',
  AUCTION_BID_NOT_WHOLE: 'A bid must be a whole number of M€.',
  AUCTION_OPENING_TOO_LOW: 'The opening bid must be at least {min} M€.',
  AUCTION_NO_LOT: 'No player is up for auction now.',
  AUCTION_LOT_STALE: 'This bid was for an earlier player; the auction has moved on.',
  AUCTION_LOT_CLOSED: 'The bidding on this player has ended.',
  AUCTION_ALREADY_LEADING: 'You already have the highest bid.',
  AUCTION_BID_TOO_LOW: 'The bid must be at least {min} M€.',
  AUCTION_OVER_BUDGET: 'You can bid at most {max} M€: money must be kept for your remaining places.',
  AUCTION_ALREADY_SEALED: 'You have already made your sealed bid for this player.',
  AUCTION_NOT_DUE: 'The bidding time has not run out yet.',
  PICK_FIVE_FINISHED: 'The squad is complete; there are no more cards to choose.',
  PICK_FIVE_NO_SUCH_CARD: 'Choose one of the five cards (1-{max}).',
  PICK_FIVE_INCOMPLETE: 'The squad is not complete: choose {left} more cards.',
  PICK_FIVE_NOT_TODAY: 'This run is not today\'s challenge (today is {date}).',
  PICK_FIVE_DECISION_NO_TIE: 'That round was not played: decisions can only be made in the matches played.',
  PICK_FIVE_DECISION_ORDER: "A match's decisions must be made in the order of their minutes.",
  PICK_FIVE_ALREADY_PLAYED: 'You have already played today\'s challenge; come back tomorrow for new cards.',
};

export const draftTextsEn: Record<DraftTextKey, string> = {
  SHARE_DAILY_TITLE: 'onbir · Daily draft {date}',
  SHARE_RUN_TITLE: 'onbir · Pick one of five',
  SHARE_TEAM: '{formation} · Strength {strength} · Chemistry {chemistry}/33',
  SHARE_CHAMPION: 'Champions!',
  SHARE_OUT: 'Out in round {round}',
};
