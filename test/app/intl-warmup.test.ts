import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The workers the boot script made: each one's script and options. */
const made: [string | URL, WorkerOptions | undefined][] = [];

/** The boot script as a page in `lang` runs it. */
async function boot(lang: string): Promise<void> {
  document.documentElement.lang = lang;
  vi.resetModules();
  await import('../../src/app/boot');
}

describe('the worker that loads ICU’s data off the main thread', () => {
  beforeEach(() => {
    made.length = 0;
    vi.stubGlobal('Worker', class {
      constructor(script: string | URL, options?: WorkerOptions) {
        made.push([script, options]);
      }
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('runs the boot script’s own file as a module, named for the page’s language', async () => {
    await boot('fr-FR');
    expect(made).toHaveLength(1);
    expect(String(made[0]![0])).toMatch(/\/src\/app\/boot\.ts$/);
    expect(made[0]![1]).toEqual({ type: 'module', name: 'fr-FR' });
  });

  it('is not started for a page that names no language', async () => {
    await boot('');
    expect(made).toEqual([]);
  });

  it('is not started where the browser has no workers, and the page still boots', async () => {
    vi.stubGlobal('Worker', undefined);
    const listen = vi.spyOn(document, 'addEventListener');
    await boot('fr-FR');
    expect(listen.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['click', 'submit']));
    listen.mockRestore();
  });
});
