import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks CSS.escape, which react-aria uses to find elements; browsers all have it.
globalThis.CSS ??= {} as typeof CSS;
CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);

afterEach(() => cleanup());
