import { build } from 'esbuild';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesPlugin } from '../../src/tools/build/messages-plugin';

describe('the messages plugin', () => {
  it('gives each screen its own catalogue, though they read one file', async () => {
    const lang = resolve('lang/en_US.json');
    const result = await build({
      stdin: {
        contents: `import checkout from '${lang}?screen=checkout'; import account from '${lang}?screen=accountArea'; export { checkout, account };`,
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
    expect(keys(module.checkout).every((id) => id.startsWith('checkout.'))).toBe(true);
    expect(keys(module.account).every((id) => id.startsWith('accountArea.'))).toBe(true);
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
