import type { ReactElement } from 'react';
import type { MatchEventType } from '@onbir/shared/match/types';
import { BallIcon, CardIcon, DotIcon, FlagIcon, GloveIcon, WhistleIcon } from '../match/icons';

type IconKind = 'red' | 'yellow' | 'goal' | 'save' | 'corner' | 'foul' | 'other';

/**
 * The icon of a commentary line, chosen by keyword (spec 2.6): goal, save, corner, foul, yellow card,
 * red card, in Turkish as the engine writes them (and in English). Cards are checked first: a second
 * yellow's line names both cards and is a red.
 */
const RULES: Array<[string[], IconKind]> = [
  [['kırmızı kart', 'red card'], 'red'],
  [['sarı kart', 'yellow card'], 'yellow'],
  [['gol', 'goal'], 'goal'],
  [['kurtarış', 'save'], 'save'],
  [['korner', 'corner'], 'corner'],
  [['faul', 'foul'], 'foul'],
];
const LABELS: Record<IconKind, string> = { red: 'Kırmızı kart', yellow: 'Sarı kart', goal: 'Gol', save: 'Kurtarış', corner: 'Korner', foul: 'Faul', other: 'Anlatım' };

export function commentaryIcon(line: string): { icon: IconKind; label: string } {
  const text = line.toLocaleLowerCase('tr');
  for (const [words, icon] of RULES) if (words.some((w) => text.includes(w))) return { icon, label: LABELS[icon] };
  return { icon: 'other', label: LABELS.other };
}

/** The icon of a line whose event type is known (a line worded from its code, in any language). */
const BY_TYPE: Partial<Record<MatchEventType, IconKind>> = { goal: 'goal', save: 'save', corner: 'corner', foul: 'foul', yellow: 'yellow', red: 'red' };
export function eventIcon(type: MatchEventType): { icon: IconKind; label: string } {
  const icon = BY_TYPE[type] ?? 'other';
  return { icon, label: LABELS[icon] };
}

const ICONS: Record<IconKind, () => ReactElement> = {
  red: () => <CardIcon color="red" />,
  yellow: () => <CardIcon color="yellow" />,
  goal: () => <BallIcon />,
  save: () => <GloveIcon />,
  corner: () => <FlagIcon />,
  foul: () => <WhistleIcon />,
  other: () => <DotIcon />,
};

/** The line's icon as SVG (emoji depend on the device's fonts), named for screen readers: by its event's type when known, else by keyword. */
export function CommentaryIcon({ line, type = null }: { line: string; type?: MatchEventType | null }) {
  const { icon, label } = type ? eventIcon(type) : commentaryIcon(line);
  const Icon = ICONS[icon];
  return (
    <span className="icon" role="img" aria-label={label}>
      <Icon />
    </span>
  );
}
