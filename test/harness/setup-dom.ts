import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { UI_WAIT_MS } from './limits';

// jsdom lacks CSS.escape, which react-aria uses to find elements; browsers all have it.
globalThis.CSS ??= {} as typeof CSS;
CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);

// jsdom lays nothing out, so there is no size to observe: the mega menu's row is never measured there.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// A wait for the UI is a guard against a hang, not a measure of speed: on 2 cores kept busy by another process, a
// first render that takes 1 s on a quiet host took over 5 s (a clean-clone run beside two spinning processes).
configure({ asyncUtilTimeout: UI_WAIT_MS });

afterEach(() => cleanup());
