import { useMemo } from 'react';
import { crestDataUri } from '@onbir/shared/room/crest';
import type { Club } from '@onbir/shared/room/rules/club';
import './club.css';

/**
 * A club's generated crest as an image (a data address: nothing is fetched, and an SVG shown as an image
 * runs nothing). Decorative beside the team's name (empty alt); `label` names it where it stands alone.
 */
export function ClubCrest({ club, size = 20, label }: { club: Club | null | undefined; size?: number; label?: string }) {
  const [primary, secondary] = club?.colors ?? [];
  const name = club?.name;
  const src = useMemo(() => (name && primary && secondary ? crestDataUri({ name, colors: [primary, secondary] }) : null), [name, primary, secondary]);
  if (!src) return null;
  return <img className="club-crest" src={src} width={size} height={Math.round(size * 1.2)} alt={label ?? ''} data-testid="club-crest" />;
}

/** A team as the match screens name it: its crest (when it has a club) and its name, isolated (an Arabic name never reorders what stands beside it). */
export function TeamName({ name, club, size }: { name: string; club: Club | null | undefined; size?: number }) {
  return (
    <span className="team-name">
      <ClubCrest club={club} size={size} />
      <bdi className="team-name-text">{name}</bdi>
    </span>
  );
}
