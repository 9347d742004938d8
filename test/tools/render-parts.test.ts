import type { Profiler } from 'node:inspector';
import { describe, expect, it } from 'vitest';
import { renderParts } from '../../src/tools/render-parts';

/** A profile whose frames are named by their original file; each sample is a path of files from the root down. */
function profileOf(samples: Array<{ stack: string[]; ms: number }>): { profile: Profiler.Profile; sourceOf: (frame: { url: string }) => string | undefined } {
  const nodes: Profiler.ProfileNode[] = [{ id: 1, callFrame: frame('(root)'), children: [] }];
  const leaves: number[] = [];
  for (const { stack } of samples) {
    let parent = nodes[0]!;
    for (const name of stack) {
      let child = parent.children!.map((id) => nodes[id - 1]!).find((node) => node.callFrame.url === name);
      if (!child) {
        child = { id: nodes.length + 1, callFrame: frame(name), children: [] };
        nodes.push(child);
        parent.children!.push(child.id);
      }
      parent = child;
    }
    leaves.push(parent.id);
  }
  const profile = { nodes, startTime: 0, endTime: 0, samples: leaves, timeDeltas: samples.map(({ ms }) => ms * 1000) };
  // Node's own frames (in parentheses, or node:) have no file of the bundle.
  return { profile, sourceOf: ({ url }) => (url.startsWith('(') || url.startsWith('node:') ? undefined : url) };
}

function frame(name: string): Profiler.ProfileNode['callFrame'] {
  const special = name.startsWith('(');
  return { functionName: special ? name : 'f', scriptId: '0', url: special ? '' : name, lineNumber: 0, columnNumber: 0 };
}

describe('where a server render’s CPU goes', () => {
  it('counts all the work under the HTML’s render as React’s, whatever it calls, and the rest by the file that runs', () => {
    const { profile, sourceOf } = profileOf([
      { stack: ['../../src/app/render.tsx', '../../src/app/server-html.ts', '../../node_modules/react-dom/server.js'], ms: 30 },
      { stack: ['../../src/app/render.tsx', '../../src/app/server-html.ts', '../../src/app/ui/price.tsx', '../../node_modules/xstate/dist/raise.js'], ms: 10 },
      { stack: ['../../src/app/render.tsx', '../../node_modules/xstate/dist/raise.js'], ms: 20 },
      { stack: ['../../machines/app.machine.ts', '../../node_modules/wonka/dist/wonka.mjs'], ms: 8 },
      { stack: ['../../src/app/services/product.ts', '../../node_modules/@urql/core/src/client.ts'], ms: 4 },
      { stack: ['../../src/app/services/product.ts', '../../node_modules/graphql/language/printer.js'], ms: 3 },
      { stack: ['../../src/app/services/product.ts'], ms: 5 },
      { stack: ['src/server/renderer.ts'], ms: 5 },
      { stack: ['(garbage collector)'], ms: 10 },
      { stack: ['node:internal/deps/undici/undici'], ms: 5 },
      { stack: ['(idle)'], ms: 500 },
    ]);
    expect(renderParts(profile, sourceOf)).toEqual({ react: 40, machines: 20, queries: 15, shop: 10, gc: 10, other: 5 });
  });

  it('counts a library’s files under the shop’s folders as the library’s, not the shop’s', () => {
    const { profile, sourceOf } = profileOf([
      { stack: ['../../node_modules/some-lib/src/index.js'], ms: 1 },
      { stack: ['../../machines/cart.machine.ts'], ms: 1 },
    ]);
    expect(renderParts(profile, sourceOf)).toMatchObject({ other: 50, shop: 50 });
  });

  it('gives no share to a profile that was idle throughout', () => {
    const { profile, sourceOf } = profileOf([{ stack: ['(idle)'], ms: 100 }]);
    expect(Object.values(renderParts(profile, sourceOf))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
