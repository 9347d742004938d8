import { describe, expect, it } from 'vitest';
import { createHydration } from '../../src/app/hydration';

/** Lets the microtasks queued so far run. */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve));

describe("the page's hydration", () => {
  it('takes a step as the page and then each part hydrated apart hydrate, and is done after the last', async () => {
    const log: string[] = [];
    const hydration = createHydration(() => log.push(`step, done ${hydration.isDone()}`));
    void hydration.done.then(() => log.push('done'));
    const footer = hydration.hold();
    const menu = hydration.hold();
    hydration.rendered();
    await settled();
    expect(log).toEqual(['step, done false']);
    menu();
    menu();
    await settled();
    expect(log).toEqual(['step, done false', 'step, done false']);
    footer();
    await settled();
    // The last step comes before `done`: what the shopper typed reaches the forms before the early tap is replayed.
    expect(log).toEqual(['step, done false', 'step, done false', 'step, done false', 'done']);
  });

  it('waits for a part whose hold comes in the same commit as the page', async () => {
    const hydration = createHydration(() => undefined);
    hydration.rendered();
    const part = hydration.hold();
    await settled();
    expect(hydration.isDone()).toBe(false);
    part();
    await settled();
    expect(hydration.isDone()).toBe(true);
  });

  it('takes no step once done, and a part a later page brings holds nothing', async () => {
    let steps = 0;
    const hydration = createHydration(() => (steps += 1));
    hydration.rendered();
    await settled();
    expect([hydration.isDone(), steps]).toEqual([true, 1]);
    hydration.hold()();
    hydration.rendered();
    await settled();
    expect(steps).toBe(1);
  });
});
