import { boxHitsDisc, inside, overlaps, type LabelInput, type PlacedLabel } from '../pitch/labelLayout';
import { ellipsisCuts, nameVariants, type Measure } from '../pitch/nameForms';

/** A monospaced stand-in for a canvas: every character is 0.6 em wide. */
export const monoMeasure: Measure = (text, size) => [...text].length * size * 0.6;

/** What a reader would find wrong with a pitch's labels: overlaps, covered pieces, names off the pitch or not a form of the name. */
export function labelFaults(input: LabelInput, labels: readonly PlacedLabel[]): string[] {
  const out: string[] = [];
  const names = new Map(input.pieces.map((p) => [p.key, p.name]));
  labels.forEach((l, i) => {
    if (!inside(l.box, input.pitch)) out.push(`${l.text}: off the pitch`);
    for (const m of labels.slice(i + 1)) if (overlaps(l.box, m.box)) out.push(`${l.text} over ${m.text}`);
    for (const p of input.pieces) if (boxHitsDisc(l.box, p)) out.push(`${l.text} over the face of ${p.name}`);
    for (const p of input.pieces) for (const mark of p.marks ?? []) if (overlaps(l.box, mark)) out.push(`${l.text} over a mark of ${p.name}`);
    if (input.ball && boxHitsDisc(l.box, input.ball)) out.push(`${l.text} over the ball`);
    const name = names.get(l.key)!;
    const forms = nameVariants(name);
    if (!forms.includes(l.text) && !forms.some((f) => ellipsisCuts(f).includes(l.text))) out.push(`${l.text}: not a form of ${name}`);
    if (l.size < input.minSize) out.push(`${l.text}: smaller than the smallest size`);
  });
  if (labels.length !== input.pieces.filter((p) => p.name.trim()).length) out.push('a name is missing');
  return out;
}
