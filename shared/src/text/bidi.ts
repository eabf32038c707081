/**
 * Names written right to left (Arabic, Hebrew…) inside a left-to-right sentence: the browser's bidi
 * algorithm joins the digits and the punctuation beside such a name to its run, so "نادي 1 - 3 Kartal"
 * reads "3 - 1". Each occurrence of such a name is marked to be isolated (`<bdi>`) where the sentence is shown.
 */

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

export const writtenRightToLeft = (name: string): boolean => RTL.test(name);

export interface TextRun {
  text: string;
  /** A right-to-left name, to be shown isolated from the words around it. */
  isolate: boolean;
}

/** The text cut into runs, each occurrence of a right-to-left name among `names` a run of its own. */
export function isolateNames(text: string, names: readonly string[]): TextRun[] {
  const rtl = [...new Set(names.filter((n) => n && writtenRightToLeft(n)))].sort((a, b) => b.length - a.length);
  if (rtl.length === 0) return [{ text, isolate: false }];
  const runs: TextRun[] = [];
  let rest = text;
  while (rest) {
    const found = rtl.map((n) => ({ n, at: rest.indexOf(n) })).filter((f) => f.at >= 0).sort((a, b) => a.at - b.at)[0];
    if (!found) {
      runs.push({ text: rest, isolate: false });
      break;
    }
    if (found.at > 0) runs.push({ text: rest.slice(0, found.at), isolate: false });
    runs.push({ text: found.n, isolate: true });
    rest = rest.slice(found.at + found.n.length);
  }
  return runs;
}
