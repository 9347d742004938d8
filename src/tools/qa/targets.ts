import { pageName } from '../charts/pages';

// Which test files run a machine's paths: its model test in jsdom, its replay in Chromium.

/** `quantityStepper` → `quantity-stepper`, as the machine's files are named. */
export const kebabName = (name: string) => pageName(name).replace(/\.md$/, '');

export const modelTestFile = (name: string) => `test/machines/${kebabName(name)}.test.tsx`;
export const replayFile = (name: string) => `test/e2e/replay-${kebabName(name)}.e2e.ts`;

/** The machine whose model test or replay `file` (relative to the repository) is; null for another test file. */
export function machineOfTestFile(file: string, known: string[]): string | null {
  return known.find((name) => modelTestFile(name) === file || replayFile(name) === file) ?? null;
}

/**
 * The model test that runs a machine's paths: the file named after it, else the one that drives its model
 * (`wishlistPageModel` is driven by wishlist.test.tsx); null when there is none.
 */
export function modelTestOf(name: string, files: string[], read: (file: string) => string): string | null {
  const own = modelTestFile(name);
  if (files.includes(own)) return own;
  const model = new RegExp(`\\b${name}Model\\b`);
  return files.find((file) => file.endsWith('.test.tsx') && model.test(read(file))) ?? null;
}

export interface Selection {
  /** The machines named on the command line, none for all. */
  names: string[];
  browser: boolean;
  /** Names that are no machine, options that are not `--browser`. */
  unknown: string[];
}

/** `npm run qa -- cart --browser`: machine names (keys of machines/index.ts) and the browser flag. */
export function parseArgs(args: string[], known: string[]): Selection {
  const names = args.filter((arg) => !arg.startsWith('--'));
  const options = args.filter((arg) => arg.startsWith('--'));
  return {
    names,
    browser: options.includes('--browser'),
    unknown: [...names.filter((name) => !known.includes(name)), ...options.filter((option) => option !== '--browser')],
  };
}
