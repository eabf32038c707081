import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AiStyle, RoomStatus, TournamentFormat } from '@onbir/shared/room/constants';

/** The room's fixed choices as the screens name them (drawn with i18n._ in the language on screen). */
export const STATUS_LABELS: Record<RoomStatus, MessageDescriptor> = {
  waiting: msg`Lobide`,
  drafting: msg`Draft sürüyor`,
  draft_finished: msg`Draft bitti`,
  in_progress: msg`Turnuva sürüyor`,
  finished: msg`Bitti`,
};

export const FORMAT_LABELS: Record<TournamentFormat, MessageDescriptor> = {
  round_robin: msg`Lig (tek devre)`,
  home_away: msg`Lig (iç saha – deplasman)`,
  cup: msg`Kupa (eleme, uzatma ve penaltılar)`,
};

export const AI_STYLE_LABELS: Record<AiStyle, MessageDescriptor> = { dengeli: msg`Dengeli`, hücumcu: msg`Hücumcu`, savunmacı: msg`Savunmacı` };
