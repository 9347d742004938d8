import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { cmsBlockMachine, type CmsBlockInput, type CmsBlockSnapshot } from '../../machines/cms-block.machine';
import { CheckoutLinks } from '../../src/app/shell/checkout-footer';
import type { Content } from '../../src/domain/page-builder';
import { CHECKOUT_LINKS } from '../fixtures/need-help';
import { deferredActor } from '../harness/deferred';
import { drive, type Say } from '../harness/drive';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { cmsBlockModel } from './models';

// The checkout footer's CMS block (spec §2 `footer-checkout-links-block`), through the footer's view of it.

function mount() {
  const loads = deferredActor<Content, CmsBlockInput>();
  const clock = new SimulatedClock();
  const block = createActor(cmsBlockMachine.provide({ actors: { loadBlock: loads.logic } }), { input: { identifier: 'footer-checkout-links-block' }, clock }).start();
  renderInShell(
    <footer>
      <CheckoutLinks links={block} />
    </footer>,
  );
  return { block, loads, clock };
}

/** The links show once the block has loaded; nothing shows while it loads or when it failed. */
async function expectLinks(snapshot: CmsBlockSnapshot, loads: ReturnType<typeof mount>['loads'], say: Say) {
  say(snapshot.matches('loading') ? 'the block was asked once' : 'no block is being asked');
  say(
    snapshot.matches('shown')
      ? '“Legal information” links “Conditions générales de vente”, “Livraison et retours” and “Données personnelles” to their pages'
      : 'the footer shows no links',
  );
  expect(loads.waiting).toEqual(snapshot.matches('loading') ? [{ identifier: 'footer-checkout-links-block' }] : []);
  if (snapshot.matches('shown')) {
    const nav = await screen.findByRole('navigation', { name: 'Legal information' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(3));
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Conditions générales de vente', '/conditions-generales-de-vente'],
      ['Livraison et retours', '/livraison-retours'],
      ['Données personnelles', '/donnees-personnelles'],
    ]);
  } else {
    expect(screen.queryByRole('navigation')).toBeNull();
  }
}

describe('checkout footer block: every path of its chart', () => {
  for (const path of pathsOf(cmsBlockModel)) {
    it(describePath(path), async () => {
      const { block, loads, clock } = mount();
      await drive(cmsBlockMachine, path, {
        // A request that never answers: the clock runs past the wait's limit.
        clock,
        actual: () => block.getSnapshot(),
        events: {
          'xstate.done.actor.loadBlock': (event) => act(() => loads.resolve(event.output as Content)),
          'xstate.error.actor.loadBlock': () => act(() => loads.reject(new Error('backend down'))),
          // The shell asks again when the shopper reaches a checkout path once more.
          retry: () => act(() => block.send({ type: 'retry' })),
        },
        expect: (snapshot, _step, say) => expectLinks(snapshot, loads, say),
      });
      block.stop();
    });
  }

  it('a block without content shows nothing', async () => {
    const { block, loads } = mount();
    await act(() => loads.resolve({ nodes: [], css: '' } as Content));
    expect(block.getSnapshot().value).toBe('shown');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
