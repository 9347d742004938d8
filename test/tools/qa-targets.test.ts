import { describe, expect, it } from 'vitest';
import { kebabName, machineOfTestFile, modelTestOf, parseArgs, replayFile } from '../../src/tools/qa/targets';

const KNOWN = ['cart', 'quantityStepper', 'wishlist', 'wishlistPage'];

describe('QA: which tests run a machine', () => {
  it('names files after the machine in kebab case', () => {
    expect(kebabName('quantityStepper')).toBe('quantity-stepper');
    expect(replayFile('cart')).toBe('test/e2e/replay-cart.e2e.ts');
  });

  it('finds the model test named after the machine, or the one that drives its model', () => {
    const files = ['test/machines/cart.test.tsx', 'test/machines/wishlist.test.tsx', 'test/machines/models.ts'];
    const sources: Record<string, string> = {
      'test/machines/cart.test.tsx': "import { cartModel } from './models';",
      'test/machines/wishlist.test.tsx': "import { wishlistModel, wishlistPageModel } from './wishlist-models';",
      'test/machines/models.ts': 'export const wishlistPageModel = 1;',
    };
    const read = (file: string) => sources[file]!;
    expect(modelTestOf('cart', files, read)).toBe('test/machines/cart.test.tsx');
    expect(modelTestOf('wishlistPage', files, read)).toBe('test/machines/wishlist.test.tsx');
    expect(modelTestOf('quantityStepper', files, read)).toBeNull();
  });

  it('tells whose test file a failed test is in: a machine’s model test or replay, or none', () => {
    expect(machineOfTestFile('test/machines/quantity-stepper.test.tsx', KNOWN)).toBe('quantityStepper');
    expect(machineOfTestFile('test/e2e/replay-cart.e2e.ts', KNOWN)).toBe('cart');
    expect(machineOfTestFile('test/machines/coverage.test.ts', KNOWN)).toBeNull();
  });

  it('reads machine names and --browser, and reports unknown names and options', () => {
    expect(parseArgs([], KNOWN)).toEqual({ names: [], browser: false, unknown: [] });
    expect(parseArgs(['cart', '--browser'], KNOWN)).toEqual({ names: ['cart'], browser: true, unknown: [] });
    expect(parseArgs(['carts', '--brwoser'], KNOWN)).toEqual({ names: ['carts'], browser: false, unknown: ['carts', '--brwoser'] });
  });
});
