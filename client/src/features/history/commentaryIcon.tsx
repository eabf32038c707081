import type { ReactElement } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { MatchEventType } from '@onbir/shared/match/types';
import { BallIcon, CardIcon, DotIcon, FlagIcon, GloveIcon, WhistleIcon } from '../match';

type IconKind = 'red' | 'yellow' | 'goal' | 'save' | 'corner' | 'foul' | 'other';

/**
 * The icon of a commentary line, chosen by keyword (docs/match.md, 'Played matches and the history'): goal, save, corner, foul, yellow card,
 * red card, in Turkish as the engine writes them (and in English). Cards are checked first: a second
 * yellow's line names both cards and is a red. The keywords are searched for, never shown.
 */
/* eslint-disable text/no-untranslated */
const RULES: Array<[string[], IconKind]> = [
  [['kırmızı kart', 'red card'], 'red'],
  [['sarı kart', 'yellow card'], 'yellow'],
  [['gol', 'goal'], 'goal'],
  [['kurtarış', 'save'], 'save'],
  [['korner', 'corner'], 'corner'],
  [['faul', 'foul'], 'foul'],
];
/* eslint-enable text/no-untranslated */

/**
 * What screen readers call each icon, in the language on screen: one event ("Sarı kart" / "Yellow card"),
 * where the details' bars of the same words count them ("Yellow cards"), hence the context.
 */
const LABELS: Record<IconKind, MessageDescriptor> = {
  red: msg({ message: 'Kırmızı kart', context: 'commentary icon' }),
  yellow: msg({ message: 'Sarı kart', context: 'commentary icon' }),
  goal: msg({ message: 'Gol', context: 'commentary icon' }),
  save: msg({ message: 'Kurtarış', context: 'commentary icon' }),
  corner: msg({ message: 'Korner', context: 'commentary icon' }),
  foul: msg({ message: 'Faul', context: 'commentary icon' }),
  other: msg({ message: 'Anlatım', context: 'commentary icon' }),
};

export function commentaryIcon(line: string): IconKind {
  const text = line.toLocaleLowerCase('tr');
  for (const [words, icon] of RULES) if (words.some((w) => text.includes(w))) return icon;
  return 'other';
}

/** The icon of a line whose event type is known (a line worded from its code, in any language). */
const BY_TYPE: Partial<Record<MatchEventType, IconKind>> = { goal: 'goal', save: 'save', corner: 'corner', foul: 'foul', yellow: 'yellow', red: 'red' };
export function eventIcon(type: MatchEventType): IconKind {
  return BY_TYPE[type] ?? 'other';
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
  const { i18n } = useLingui();
  const icon = type ? eventIcon(type) : commentaryIcon(line);
  const Icon = ICONS[icon];
  return (
    <span className="icon" role="img" aria-label={i18n._(LABELS[icon])}>
      <Icon />
    </span>
  );
}
