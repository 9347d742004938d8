import type { Profiler, Runtime } from 'node:inspector';

/**
 * The parts a server render's CPU time falls into, read from a CPU profile of renders: where step 4 of the speed work
 * ("render less per request") has something to cut.
 */
export const RENDER_PARTS = {
  react: 'React (the HTML)',
  machines: 'XState (the machines)',
  queries: 'urql and GraphQL',
  shop: 'the shop’s own code',
  gc: 'garbage collection',
  other: 'Node and the rest',
} as const;

export type RenderPart = keyof typeof RENDER_PARTS;

/** Where the HTML is rendered: every frame above it is React's work, whatever library the component calls. */
const HTML_RENDER = /(^|\/)src\/app\/server-html\.ts$/;
const LIBRARY_PARTS: Array<[RegExp, RenderPart]> = [
  [/node_modules\/xstate\//, 'machines'],
  [/node_modules\/(@urql\/|wonka\/|graphql\/)/, 'queries'],
];
const SHOP_CODE = /(^|\/)(src|machines)\//;

/**
 * Each part's share of the profile's busy time (the idle samples left out), in per cent. `sourceOf` names the
 * original file of a frame (through the bundle's source map), or undefined where it has none (Node's own code).
 */
export function renderParts(profile: Profiler.Profile, sourceOf: (frame: Runtime.CallFrame) => string | undefined): Record<RenderPart, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const sources = new Map<number, string | undefined>();
  const source = (id: number) => {
    if (!sources.has(id)) sources.set(id, sourceOf(nodes.get(id)!.callFrame));
    return sources.get(id);
  };
  const partOf = (leaf: number): RenderPart | null => {
    const name = nodes.get(leaf)!.callFrame.functionName;
    if (name === '(idle)') return null;
    if (name === '(garbage collector)') return 'gc';
    for (let id: number | undefined = leaf; id !== undefined; id = parents.get(id)) {
      if (HTML_RENDER.test(source(id) ?? '')) return 'react';
    }
    const file = source(leaf) ?? '';
    for (const [library, part] of LIBRARY_PARTS) if (library.test(file)) return part;
    return SHOP_CODE.test(file) && !file.includes('node_modules/') ? 'shop' : 'other';
  };
  const time = Object.fromEntries(Object.keys(RENDER_PARTS).map((part) => [part, 0])) as Record<RenderPart, number>;
  const parts = new Map<number, RenderPart | null>();
  profile.samples?.forEach((leaf, i) => {
    if (!parts.has(leaf)) parts.set(leaf, partOf(leaf));
    const part = parts.get(leaf);
    if (part) time[part] += profile.timeDeltas?.[i] ?? 0;
  });
  const busy = Object.values(time).reduce((sum, t) => sum + t, 0);
  return Object.fromEntries(Object.entries(time).map(([part, t]) => [part, busy > 0 ? (100 * t) / busy : 0])) as Record<RenderPart, number>;
}
