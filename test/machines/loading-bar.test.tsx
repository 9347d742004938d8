import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { loadingBarMachine } from '../../machines/loading-bar.machine';
import { LoadingBarView } from '../../src/app/shell/loading-bar';
import { drive } from '../harness/drive';
import { inEnglish } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { loadingBarModel } from './models';

describe('loading bar: every path of its chart, on its view', () => {
  for (const path of pathsOf(loadingBarModel)) {
    it(describePath(path), async () => {
      const clock = new SimulatedClock();
      const bar = createActor(loadingBarMachine, { clock }).start();
      render(inEnglish(<LoadingBarView bar={bar} />));
      await drive(loadingBarMachine, path, {
        clock,
        actual: () => bar.getSnapshot(),
        // The app machine sends these when a page starts and finishes loading.
        events: {
          'loading.start': (event) => act(() => bar.send(event)),
          'loading.finish': (event) => act(() => bar.send(event)),
        },
        expect: (snapshot, _step, say) => {
          const progress = screen.queryByRole('progressbar', { name: 'Loading page' });
          if (snapshot.matches('off')) {
            say('no loading bar shows');
            return expect(progress).toBeNull();
          }
          if (snapshot.matches('loading')) {
            say('the “Loading page” bar runs, with no value');
            expect(progress?.getAttribute('data-state')).toBe('loading');
            return expect(progress?.getAttribute('aria-valuenow')).toBeNull();
          }
          say('the “Loading page” bar is full (100) while it lingers');
          expect(progress?.getAttribute('data-state')).toBe('done');
          expect(progress?.getAttribute('aria-valuenow')).toBe('100');
        },
      });
    });
  }

  it('lingers exactly 750 ms in done', () => {
    const clock = new SimulatedClock();
    const bar = createActor(loadingBarMachine, { clock }).start();
    bar.send({ type: 'loading.start' });
    bar.send({ type: 'loading.finish' });
    clock.increment(749);
    expect(bar.getSnapshot().value).toBe('done');
    clock.increment(1);
    expect(bar.getSnapshot().value).toBe('off');
  });
});
