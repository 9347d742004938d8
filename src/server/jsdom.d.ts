// The part of jsdom's API the shop uses (the package ships no types): a window for the server's HTML sanitiser,
// and, in tests, documents and fragments built as a browser builds them.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
    static fragment(html: string): DocumentFragment;
  }
}
