import type { ReactElement } from 'react';
import { BallIcon, CardIcon, DotIcon, FlagIcon, GloveIcon, WhistleIcon } from '../match/icons';

type IconKind = 'red' | 'yellow' | 'goal' | 'save' | 'corner' | 'foul' | 'other';

/**
 * The icon of a commentary line, chosen by keyword (spec 2.6): goal, save, corner, foul, yellow card,
 * red card, in Turkish as the engine writes them (and in English). Cards are checked first: a second
 * yellow's line names both cards and is a red.
 */
const RULES: Array<[string[], IconKind, string]> = [
  [['kırmızı kart', 'red card'], 'red', 'Kırmızı kart'],
  [['sarı kart', 'yellow card'], 'yellow', 'Sarı kart'],
  [['gol', 'goal'], 'goal', 'Gol'],
  [['kurtarış', 'save'], 'save', 'Kurtarış'],
  [['korner', 'corner'], 'corner', 'Korner'],
  [['faul', 'foul'], 'foul', 'Faul'],
];

export function commentaryIcon(line: string): { icon: IconKind; label: string } {
  const text = line.toLocaleLowerCase('tr');
  for (const [words, icon, label] of RULES) if (words.some((w) => text.includes(w))) return { icon, label };
  return { icon: 'other', label: 'Anlatım' };
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

/** The line's icon as SVG (emoji depend on the device's fonts), named for screen readers. */
export function CommentaryIcon({ line }: { line: string }) {
  const { icon, label } = commentaryIcon(line);
  const Icon = ICONS[icon];
  return (
    <span className="icon" role="img" aria-label={label}>
      <Icon />
    </span>
  );
}
