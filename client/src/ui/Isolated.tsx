import { isolateNames } from '@onbir/shared/text/bidi';

/** A sentence with user-given names in it: each name written right to left shown isolated (`<bdi>`), so the words, digits and dashes beside it keep their order. */
export function Isolated({ text, names }: { text: string; names: readonly string[] }) {
  return <>{isolateNames(text, names).map((run, i) => (run.isolate ? <bdi key={i}>{run.text}</bdi> : run.text))}</>;
}
