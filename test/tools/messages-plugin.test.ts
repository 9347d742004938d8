import { build } from 'esbuild';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesPlugin, SCREEN_CATALOGUES, SHELL_KEEPS } from '../../src/tools/build/messages-plugin';

describe('the messages plugin', () => {
  it('gives each screen its own catalogue, though they read one file', async () => {
    const lang = resolve('lang/en_US.json');
    const result = await build({
      stdin: {
        contents: `import checkout from '${lang}?screen=checkout'; import account from '${lang}?screen=accountArea'; import shell from '${lang}'; export { checkout, account, shell };`,
        resolveDir: process.cwd(),
        loader: 'js',
      },
      bundle: true,
      write: false,
      format: 'esm',
      plugins: [messagesPlugin],
    });
    const module = await import(`data:text/javascript,${encodeURIComponent(result.outputFiles[0]!.text)}`);
    const keys = (catalogue: Record<string, unknown>) => Object.keys(catalogue);
    expect(keys(module.checkout).length).toBeGreaterThan(0);
    expect(keys(module.account).length).toBeGreaterThan(0);
    const prefix = (id: string) => id.slice(0, id.indexOf('.'));
    expect(new Set(keys(module.checkout).map(prefix))).toEqual(new Set(['checkout', 'cartPage', 'needHelp', 'field', 'validation']));
    expect(new Set(keys(module.account).map(prefix))).toEqual(new Set(['accountArea', 'trackOrder', 'subscriptionsAuth', 'resetPassword', 'field']));
    // The shell's catalogue holds none of what a screen's brings, but for the few ids the shell shows too.
    const owned = new Set<string>(Object.values(SCREEN_CATALOGUES).flat());
    expect(keys(module.shell).filter((id) => owned.has(id) || owned.has(prefix(id))).sort()).toEqual([...SHELL_KEEPS].sort());
    expect(keys(module.checkout)).toContain('field.cvc');
    expect(keys(module.shell)).not.toContain('field.cvc');
    expect(keys(module.shell)).toContain('header.logoLabel');
  });

  it('writes each message id once: a catalogue exports only its default', async () => {
    const lang = resolve('lang/en_US.json');
    const result = await build({
      stdin: { contents: `import * as checkout from '${lang}?screen=checkout'; export const names = Object.keys(checkout);`, resolveDir: process.cwd(), loader: 'js' },
      bundle: true,
      write: false,
      format: 'esm',
      plugins: [messagesPlugin],
    });
    const text = result.outputFiles[0]!.text;
    const module = await import(`data:text/javascript,${encodeURIComponent(text)}`);
    expect(module.names).toEqual(['default']);
    expect(text.split('"checkout.title"').length - 1).toBe(1);
  });
});
