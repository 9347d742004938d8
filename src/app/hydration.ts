import { createContext } from 'react';

/**
 * The hydration of the server's page, in a browser: `done` resolves once the page area has committed its first
 * render, inside the routed screen's own Suspense boundary (its code and messages come after the shell's), and every
 * part hydrated apart (src/app/ui/hydrated-apart.tsx) that the server rendered has hydrated. Until then nothing may
 * change what those boundaries show, or React would throw the server's HTML away.
 */
export interface Hydration {
  done: Promise<void>;
  isDone(): boolean;
  rendered(): void;
  /** A part hydrated apart is on the page, not hydrated yet: `done` waits for the release this returns. */
  hold(): () => void;
}

/**
 * `step` runs whenever a part of the page has hydrated (the page area, a part hydrated apart), before `done` resolves
 * when it was the last: what the shopper did before then to what has hydrated can reach it at once.
 */
export function createHydration(step: () => void): Hydration {
  let finished = false;
  let pageRendered = false;
  let holds = 0;
  let resolve!: () => void;
  const done = new Promise<void>((r) => {
    resolve = r;
  });
  // After the commit's other effects: a part's hold may come in the same commit as the page's render.
  const settle = () =>
    queueMicrotask(() => {
      if (finished) return;
      step();
      if (!pageRendered || holds > 0) return;
      finished = true;
      resolve();
    });
  return {
    done,
    isDone: () => finished,
    rendered() {
      pageRendered = true;
      settle();
    },
    hold() {
      // A part a later page brings is rendered by the browser, not hydrated.
      if (finished) return () => undefined;
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        settle();
      };
    },
  };
}

/** The page's hydration; none on a server or in tests that render from scratch. */
export const HydrationContext = createContext<Hydration | null>(null);
