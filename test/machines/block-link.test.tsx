import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { blockLinkMachine, type BlockLinkSnapshot } from '../../machines/block-link.machine';
import type { BlockLinkInput, Content } from '../../src/domain/page-builder';
import { PageContent } from '../../src/app/pagebuilder/page-content';
import { ContentWidgets } from '../../src/app/pagebuilder/widgets';
import { BLOCK_LINK_CONTENT, DELIVERY_BLOCK } from '../fixtures/cms';
import { deferredActor } from '../harness/deferred';
import { drive, type Say } from '../harness/drive';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { blockLinkModel } from './models';

function mount() {
  const loads = deferredActor<Content, BlockLinkInput>();
  const clock = new SimulatedClock();
  const actor = createActor(blockLinkMachine.provide({ actors: { loadBlock: loads.logic } }), { input: { identifier: 'delivery-times' }, clock }).start();
  renderInShell(
    <ContentWidgets.Provider value={{ w0: actor }}>
      <PageContent content={BLOCK_LINK_CONTENT} />
    </ContentWidgets.Provider>,
  );
  return { actor, loads, clock };
}

const modal = () => screen.queryByRole('dialog', { name: 'Delivery times' });

/** The modal: closed, loading (and loading once only), the block's content, or an error with a retry. */
async function expectModal(snapshot: BlockLinkSnapshot, loads: ReturnType<typeof mount>['loads'], say: Say) {
  if (snapshot.matches('closed')) {
    say('no “Delivery times” dialog shows');
    await waitFor(() => expect(modal()).toBeNull());
    return;
  }
  const dialog = await screen.findByRole('dialog', { name: 'Delivery times' });
  if (snapshot.matches({ open: 'loading' })) {
    say('the “Delivery times” dialog shows a shimmer and its block was asked once');
    expect(dialog.querySelector('.pb-block-modal__shimmer')).not.toBeNull();
    expect(loads.waiting).toEqual([{ identifier: 'delivery-times' }]);
  } else if (snapshot.matches({ open: 'shown' })) {
    say('the “Delivery times” dialog reads “Orders placed before 1 pm ship the same day.” and nothing more is asked');
    expect(within(dialog).getByText('Orders placed before 1 pm ship the same day.')).toBeTruthy();
    expect(loads.waiting).toEqual([]);
    // The block's widgets came with it, each with its machine: the FAQ's questions open and close, the slider steps.
    say('its FAQ’s questions are buttons, “Are your capsules vegan?” open; its slider has a “Next slide” button');
    const question = (name: string) => within(dialog).getByRole('button', { name }).getAttribute('aria-expanded');
    expect(question('How long should a course last?')).toBe('false');
    expect(question('Are your capsules vegan?')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Next slide' })).toBeTruthy();
  } else {
    say('the “Delivery times” dialog alerts “This content could not be loaded.” with a Try again button');
    expect(within(dialog).getByRole('alert').textContent).toContain('This content could not be loaded.');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  }
}

describe('block link: every path of its chart, on a button of CMS content', () => {
  for (const path of pathsOf(blockLinkModel)) {
    it(describePath(path), async () => {
      const { actor, loads, clock } = mount();
      const opener = await screen.findByRole('button', { name: 'Our delivery times' });
      expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
      await drive(blockLinkMachine, path, {
        // A request that never answers: the clock runs past the wait's limit.
        clock,
        actual: () => actor.getSnapshot(),
        events: {
          open: () => void fireEvent.click(opener),
          close: async () => void fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' })),
          retry: () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
          'xstate.done.actor.loadBlock': () => act(() => loads.resolve(DELIVERY_BLOCK)),
          'xstate.error.actor.loadBlock': () => act(() => loads.reject(new Error('backend down'))),
        },
        expect: (snapshot, _step, say) => expectModal(snapshot, loads, say),
      });
      actor.stop();
    });
  }
});

describe('block link without its machine', () => {
  it('has nothing to open, so no button shows', () => {
    renderInShell(<PageContent content={BLOCK_LINK_CONTENT} />);
    expect(screen.queryByRole('button', { name: 'Our delivery times' })).toBeNull();
  });
});
