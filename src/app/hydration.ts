import { createContext } from 'react';

/**
 * The hydration of the server's page, in a browser: `done` resolves once the page area has committed its first
 * render, inside the routed screen's own Suspense boundary (its code and messages come after the shell's). Until
 * then nothing may change what that boundary shows, or React would throw the server's HTML away.
 */
export interface Hydration {
  done: Promise<void>;
  isDone(): boolean;
  rendered(): void;
}

export function createHydration(): Hydration {
  let finished = false;
  let resolve!: () => void;
  const done = new Promise<void>((r) => {
    resolve = r;
  });
  return {
    done,
    isDone: () => finished,
    rendered() {
      finished = true;
      resolve();
    },
  };
}

/** The page's hydration; none on a server or in tests that render from scratch. */
export const HydrationContext = createContext<Hydration | null>(null);
