import type { BuilderPlayer, BuilderTeam, GamePlayer, PlayerRatings } from '@onbir/shared/players/types';
import { ratingsOf } from '@onbir/shared/players/ratings';
import { badgeOf, badgePath } from '../images/badge';
import { proxiedImage } from '../images/imageUrls';

/** A player row joined with its club's name and colours: the one data model both wire shapes are views of. */
export interface PlayerRow extends PlayerRatings {
  id: string;
  fullName: string;
  shortName: string;
  positions: string[];
  clubId: number | null;
  clubName: string | null;
  /** The club's colours ('#rrggbb'), for the generated face; null without a club. */
  clubPrimary: string | null;
  clubSecondary: string | null;
  league: string | null;
  faceUrl: string | null;
  /** Read by the game pool (the commentary's English reading of names); absent in paged lists. */
  nationality?: string;
}

export interface ClubRow {
  id: number;
  name: string;
  crestUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
}

const faceOf = (p: PlayerRow) =>
  proxiedImage(p.faceUrl, badgePath(badgeOf(p.shortName, { primary: p.clubPrimary, secondary: p.clubSecondary }, 'circle')));
const crestOf = (c: ClubRow) =>
  proxiedImage(c.crestUrl, badgePath(badgeOf(c.name, { primary: c.primaryColor, secondary: c.secondaryColor }, 'shield')));

export function toBuilderPlayer(p: PlayerRow): BuilderPlayer {
  return {
    player_id: p.id,
    player_name: p.shortName,
    player_image_url: faceOf(p),
    position: p.positions[0] ?? '',
    current_club_id: p.clubId,
    club_name: p.clubName ?? '',
    positions: p.positions,
  };
}

export function toGamePlayer(p: PlayerRow): GamePlayer {
  return {
    id: p.id,
    short_name: p.shortName,
    long_name: p.fullName,
    player_positions: p.positions.join(', '),
    player_face_url: faceOf(p),
    league_name: p.league ?? '',
    club_name: p.clubName ?? '',
    ...(p.nationality ? { nationality: p.nationality } : {}),
    ...ratingsOf(p),
  };
}

export function toBuilderTeam(c: ClubRow): BuilderTeam {
  return { club_id: c.id, club_name: c.name, logo_url: crestOf(c), colors: [c.primaryColor.toLocaleLowerCase('en'), c.secondaryColor.toLocaleLowerCase('en')] };
}
