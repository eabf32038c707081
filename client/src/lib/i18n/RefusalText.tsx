import { useRefusalText } from './refusals';

/**
 * A text that may be a shared catalogue's Turkish (a rule checked here before sending, a fallback), in
 * the language on screen. Only the screens that word such texts themselves use it: the others show the
 * server's answers, which come in the language already.
 */
export function RefusalText({ text }: { text: string }) {
  return <>{useRefusalText(text)}</>;
}
