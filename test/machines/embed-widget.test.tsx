import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { embedWidgetMachine, type EmbedWidgetEvent, type EmbedWidgetInput, type EmbedWidgetSnapshot } from '../../machines/embed-widget.machine';
import { TintupWidget, TrustbeautyWidget } from '../../src/app/pagebuilder/render/embeds';
import type { TintupNode, TrustbeautyNode } from '../../src/domain/page-builder';
import { drive } from '../harness/drive';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { embedWidgetModel } from './page-builder-media-models';

const FEED: TintupNode = {
  contentType: 'tintup',
  appearance: 'default',
  children: [],
  html: [{ tag: 'h2', children: ['#VitrineBienEtre'] }],
  url: 'https://www.tintup.com/vitrine',
  feedId: 'vitrine-bien-etre',
};
const REVIEWS: TrustbeautyNode = { contentType: 'trustbeauty', appearance: 'default', children: [], apiKey: 'tb_live_42' };

/** The script loader, answered by the test; each run's widget is told through its `sendBack`. */
function fakeLoader() {
  const runs: ((event: EmbedWidgetEvent) => void)[] = [];
  /** Which widget's script each run was asked to load. */
  const asked: EmbedWidgetInput[] = [];
  return {
    logic: fromCallback<EmbedWidgetEvent, EmbedWidgetInput>(({ input, sendBack }) => {
      asked.push(input);
      runs.push(sendBack);
    }),
    asked,
    tell: (event: EmbedWidgetEvent) => act(() => runs[runs.length - 1]!(event)),
    get runs() {
      return runs.length;
    },
  };
}

describe('embed widget: every path of its chart, through a social feed', () => {
  for (const path of pathsOf(embedWidgetModel)) {
    it(describePath(path), async () => {
      const loader = fakeLoader();
      const reloadDocument = vi.fn();
      const clock = new SimulatedClock();
      const actor = createActor(embedWidgetMachine.provide({ actors: { embedScript: loader.logic }, actions: { reloadDocument } }), { input: { embed: 'tintup' }, clock }).start();
      renderInShell(<TintupWidget node={FEED} actor={actor} />);
      const feed = () => screen.getByRole('region', { name: 'Social feed' });
      await drive(embedWidgetMachine, path, {
        // A script host that never answers: the clock runs past the wait's limit.
        clock,
        actual: () => actor.getSnapshot(),
        events: {
          'embed.loaded': (event) => loader.tell(event),
          'embed.failed': (event) => loader.tell(event),
          'embed.unconfigured': (event) => loader.tell(event),
          'embed.blocked': (event) => loader.tell(event),
          retry: () => {
            const runs = loader.runs;
            fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
            // Trying again loads the script again.
            expect(loader.runs).toBe(runs + 1);
          },
        },
        expect: (snapshot: EmbedWidgetSnapshot, _step, say) => {
          const loading = snapshot.matches('loading') || snapshot.matches('reloading');
          say('the heading “#VitrineBienEtre”, the feed’s container for “vitrine-bien-etre” and “See the whole feed” linking to the feed show');
          say(loading ? 'the feed reads “Loading…”' : 'the feed does not read “Loading…”');
          // A shop without the widget's script shows the content and the feed's link, and no error to try again.
          say(snapshot.matches('failed') ? 'the feed reads “This content could not be loaded.” with “Try again”' : 'the feed shows no error and no “Try again”');
          say(snapshot.matches('reloading') ? 'the page was asked from the server again, once' : 'the page was not asked again');
          // What the page tells of the widget (the browser tests wait on it): still loading while the page reloads.
          const shown = snapshot.matches('reloading') ? 'loading' : String(snapshot.value);
          say(`the feed's region is marked “${shown}”`);
          say('each load asked for the social feed’s script');
          // The content's own markup, the container the script fills, the feed's page: always there.
          expect(screen.getByRole('heading', { name: '#VitrineBienEtre' })).toBeTruthy();
          expect(feed().querySelector('.tintup')!.getAttribute('data-id')).toBe('vitrine-bien-etre');
          expect(screen.getByRole('link', { name: /^See the whole feed\s*\(opens in a new tab\)$/ }).getAttribute('href')).toBe('https://www.tintup.com/vitrine');
          expect(screen.queryByText('Loading…') !== null).toBe(loading);
          expect(screen.queryByText('This content could not be loaded.') !== null).toBe(snapshot.matches('failed'));
          expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(snapshot.matches('failed'));
          // A page served without the widget's script is asked from the server again, once.
          expect(reloadDocument).toHaveBeenCalledTimes(snapshot.matches('reloading') ? 1 : 0);
          expect(feed().getAttribute('data-embed-state')).toBe(shown);
          expect(loader.asked).toEqual(Array.from({ length: loader.runs }, () => ({ embed: 'tintup' })));
        },
      });
      actor.stop();
    });
  }
});

describe('reviews widget', () => {
  it('asks for the reviews script, and holds the container it fills, with the shop’s API key', () => {
    const loader = fakeLoader();
    const actor = createActor(embedWidgetMachine.provide({ actors: { embedScript: loader.logic } }), { input: { embed: 'trustbeauty' } }).start();
    expect(loader.asked).toEqual([{ embed: 'trustbeauty' }]);
    renderInShell(<TrustbeautyWidget node={REVIEWS} actor={actor} />);
    const region = screen.getByRole('region', { name: 'Customer reviews' });
    expect(region.querySelector('.trustbeauty-widget')!.getAttribute('data-api-key')).toBe('tb_live_42');
    actor.stop();
  });
});
