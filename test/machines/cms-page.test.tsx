import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { cmsPageMachine, type CmsPageData, type CmsPageSnapshot } from '../../machines/cms-page.machine';
import type { Location } from '../../machines/router.machine';
import { sliderMachine } from '../../machines/slider.machine';
import { parseContent } from '../../src/app/pagebuilder/parse';
import type { Resolution } from '../../src/domain/routes';
import { ABOUT_US } from '../fixtures/cms';
import { deferredActor } from '../harness/deferred';
import { drive, type Say } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderApp, routedPage } from '../harness/render-app';
import { cmsPageModel } from './models';

/** The whole shop on a CMS page's URL (or at its root: the home page); the test answers the page's loader. */
async function openCmsPage(path = '/about-us') {
  const loads = deferredActor<CmsPageData, { identifier: string }>();
  const route = fromPromise<Resolution, Location>(async () => ({ type: 'page', page: { kind: 'cms', identifier: 'a-propos' } }));
  const shop = await renderApp({
    path,
    ...(path !== '/' && { resolveRoute: route }),
    pages: {
      [path === '/' ? 'home' : 'cms']: cmsPageMachine.provide({
        actors: { loadCmsPage: loads.logic, slider: sliderMachine.provide({ actors: { motionPreference: fromCallback(() => undefined) } }) },
      }),
    },
    ready: () => loads.next(),
  });
  const page = () => routedPage(shop.app).getSnapshot() as CmsPageSnapshot;
  return { shop, loads, page };
}

/** A shimmer while it loads; its heading, content and widgets; or why it could not load, with a retry. */
async function expectPage(snapshot: CmsPageSnapshot, say: Say) {
  const main = screen.getByRole('main');
  if (snapshot.matches('loading')) {
    say('the page shows the CMS page shimmer');
    await waitFor(() => expect(main.querySelector('.page-shimmer--cms')).not.toBeNull());
    return;
  }
  if (snapshot.matches('failed')) {
    say(`the heading reads “${en['cmsPage.loadFailed']}” with a Try again button`);
    expect(await within(main).findByRole('heading', { level: 1, name: en['cmsPage.loadFailed'] })).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Try again' })).toBeTruthy();
    return;
  }
  say('the heading reads “About Vitrine”, the title “Our story | Vitrine FR”, the description “Born in Lyon in 2014.”, the text “A small shop in Lyon, since 2014.” shows');
  say('the FAQ shows “Are your capsules vegan?” expanded, the slider a “Next slide” button, the block link “Our delivery times”');
  say('the content’s stylesheet is on the page');
  expect(await within(main).findByRole('heading', { level: 1, name: 'About Vitrine' })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('Our story | Vitrine FR'));
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Born in Lyon in 2014.');
  expect(within(main).getByText('A small shop in Lyon, since 2014.')).toBeTruthy();
  // Each widget has its machine: the FAQ opens, the slider steps, the block link opens its modal.
  expect(within(main).getByRole('button', { name: 'Are your capsules vegan?' }).getAttribute('aria-expanded')).toBe('true');
  expect(within(main).getByRole('button', { name: 'Next slide' })).toBeTruthy();
  expect(await within(main).findByRole('button', { name: 'Our delivery times' })).toBeTruthy();
  // The content's stylesheet rides with it, in a <style> element.
  expect(main.querySelector('style')?.textContent).toContain('margin:0px 0px 10px');
}

describe('CMS page: every path of its chart, on the rendered shop', () => {
  for (const path of pathsOf(cmsPageModel)) {
    it(describePath(path), async () => {
      const { shop, loads, page } = await openCmsPage();
      expect(loads.waiting).toEqual([{ identifier: 'a-propos' }]);
      await drive(cmsPageMachine, path, {
        // A request that never answers: the clock runs past the wait's limit.
        clock: shop.clock,
        actual: () => page(),
        events: {
          'xstate.done.actor.loadCmsPage': (event) => act(() => loads.resolve(event.output as CmsPageData)),
          'xstate.error.actor.loadCmsPage': () => act(() => loads.reject(new Error('backend down'))),
          retry: () => void fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Try again' })),
        },
        expect: (snapshot, _step, say) => expectPage(snapshot, say),
      });
      shop.app.stop();
    });
  }
});

describe('the home page', () => {
  it('is the CMS page "home", its content holding its own heading', async () => {
    const { shop, loads } = await openCmsPage('/');
    expect(loads.waiting).toEqual([{ identifier: 'home' }]);
    await act(() =>
      loads.resolve({
        ...ABOUT_US,
        identifier: 'home',
        contentHeading: null,
        metaTitle: 'Vitrine – food supplements',
        metaDescription: '',
        content: parseContent('<div data-content-type="text" data-element="main"><h1>Winter in good shape</h1></div>'),
      }),
    );
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Winter in good shape');
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Vitrine – food supplements | Vitrine FR'));
    // An empty meta description (Magento's answer when none is set) is none: the shop's general one stays.
    expect(document.querySelector('meta[name="description"]')).toBeNull();
    shop.app.stop();
  });
});
