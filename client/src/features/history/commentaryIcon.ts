/**
 * The icon of a commentary line, chosen by keyword (spec 2.6): goal, save, corner, foul, yellow card,
 * red card, in Turkish as the engine writes them (and in English). Cards are checked first: a second
 * yellow's line names both cards and is a red.
 */
const RULES: Array<[string[], string, string]> = [
  [['kırmızı kart', 'red card'], '🟥', 'Kırmızı kart'],
  [['sarı kart', 'yellow card'], '🟨', 'Sarı kart'],
  [['gol', 'goal'], '⚽', 'Gol'],
  [['kurtarış', 'save'], '🧤', 'Kurtarış'],
  [['korner', 'corner'], '🚩', 'Korner'],
  [['faul', 'foul'], '⚠️', 'Faul'],
];

export function commentaryIcon(line: string): { icon: string; label: string } {
  const text = line.toLocaleLowerCase('tr');
  for (const [words, icon, label] of RULES) if (words.some((w) => text.includes(w))) return { icon, label };
  return { icon: '•', label: 'Anlatım' };
}
