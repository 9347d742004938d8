import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks CSS.escape, which react-aria uses to find elements; browsers all have it.
globalThis.CSS ??= {} as typeof CSS;
CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);

// jsdom lays nothing out, so there is no size to observe: the mega menu's row is never measured there.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// CI machines have 2 cores shared with a build and a browser: wait for the UI up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
