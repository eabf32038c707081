// The package ships its declarations as `index.ts.d`, which TypeScript does not find: typed here.
declare module 'unicode-confusables' {
  const confusables: {
    /** Each code point replaced by its UTS #39 confusables prototype; zero-width characters dropped. */
    rectifyConfusion(input: string): string;
  };
  export default confusables;
}
