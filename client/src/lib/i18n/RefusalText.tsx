import type { Wording } from '@onbir/shared/messages/message';
import type { Refusal } from '@onbir/shared/messages/refusal';
import { useRefusalWords, useWordings } from './refusals';

/**
 * What a screen shows: a text already in the language on screen (its own `t`…``, the server's answer), or
 * a catalogue's message as data (a rule's refusal, `wording(…)`), worded where it is shown.
 */
export type Shown = string | Wording | Refusal;

/** Words a shown message in the language on screen: a text as it is, a message from its entry and values. */
export function useShownWords(): (shown: Shown) => string {
  const refusal = useRefusalWords();
  const message = useWordings();
  return (shown) => (typeof shown === 'string' ? shown : 'key' in shown ? message(shown) : refusal(shown));
}

/**
 * A message the client made as data (a rule checked here before sending, a board's or plan's notice), in
 * the language on screen, worded from its entry and values: never looked up by its text.
 */
export function RefusalText({ message }: { message: Wording | Refusal }) {
  return <>{useShownWords()(message)}</>;
}

/** A shown message: a text as it is, a message as data through RefusalText. */
export function ShownText({ text }: { text: Shown }) {
  return typeof text === 'string' ? <>{text}</> : <RefusalText message={text} />;
}
