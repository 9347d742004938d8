import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';
import { messagesPlugin } from '../../src/tools/build/messages-plugin';

describe('the messages plugin', () => {
  test('each screen’s import of the same catalogue is a module of its own, with that screen’s messages only', async () => {
    const result = await build({
      stdin: {
        contents: "import checkout from './lang/en_US.json?screen=checkout'; import account from './lang/en_US.json?screen=accountArea'; export { checkout, account };",
        resolveDir: process.cwd(),
        loader: 'ts',
      },
      bundle: true,
      write: false,
      format: 'esm',
      plugins: [messagesPlugin],
    });
    const module = (await import(`data:text/javascript,${encodeURIComponent(result.outputFiles[0]!.text)}`)) as { checkout: object; account: object };
    expect(Object.keys(module.checkout).length).toBeGreaterThan(0);
    expect(Object.keys(module.checkout).every((id) => id.startsWith('checkout.'))).toBe(true);
    expect(Object.keys(module.account)).toContain('accountArea.addressBook.add');
    expect(Object.keys(module.account).every((id) => id.startsWith('accountArea.'))).toBe(true);
  });
});
