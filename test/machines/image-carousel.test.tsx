import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { imageCarouselMachine, type ImageCarouselActor } from '../../machines/image-carousel.machine';
import { ImageCarousel } from '../../src/app/ui/image-carousel';
import { CONFIGURABLE_PRODUCT, SIMPLE_PRODUCT } from '../fixtures/products';
import { drive, type Say } from '../harness/drive';
import { inEnglish } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { imageCarouselModel } from './models';

/** The product's three images, or the one image of a variant: what the page passes as the set changes. */
const PRODUCT_IMAGES = SIMPLE_PRODUCT.images;
const VARIANT_IMAGES = CONFIGURABLE_PRODUCT.variants[0]!.images.slice(0, 1);
const imagesFor = (count: number) => (count === PRODUCT_IMAGES.length ? PRODUCT_IMAGES : VARIANT_IMAGES);

/** The carousel as the product page mounts it: its images follow the count its machine was told. */
function CarouselOnPage({ carousel }: { carousel: ImageCarouselActor }) {
  const count = useSelector(carousel, (s) => s.context.count);
  return <ImageCarousel images={imagesFor(count)} carousel={carousel} />;
}

function mount() {
  const carousel = createActor(imageCarouselMachine, { input: { count: PRODUCT_IMAGES.length } }).start();
  render(inEnglish(<CarouselOnPage carousel={carousel} />));
  return carousel;
}

const zoomDialog = () => screen.queryByRole('dialog');

/** The image on screen (0-based) and how many the set has, as the shopper moved through them. */
interface Shown {
  index: number;
  count: number;
  zoomed: boolean;
}

/** What a shopper sees: the image, the current thumbnail, the step buttons, and the zoom with the same image. */
function expectShown(shown: Shown, say: Say = () => undefined) {
  const images = imagesFor(shown.count);
  const image = images[shown.index]!;
  say(`the main image is “${image.label}”, at 800 px, loaded first`);
  say(images.length > 1 ? `${images.length} thumbnails show, number ${shown.index + 1} current, with Previous and Next buttons` : 'no thumbnails and no Next button show');
  say(shown.zoomed ? `the zoom dialog is headed “Image ${shown.index + 1} of ${images.length}” and shows “${image.label}”` : 'no zoom dialog shows');
  const main = screen.getByRole('button', { name: `Enlarge the image: ${image.label}`, hidden: true }).querySelector('img')!;
  expect(main.getAttribute('alt')).toBe(image.label);
  expect(main.getAttribute('src')).toContain(`${new URL(image.url).pathname}?auto=webp&format=pjpg&width=800&height=800`);
  expect(main.getAttribute('fetchpriority')).toBe('high');
  expect(main.getAttribute('loading')).toBeNull();
  const thumbnails = screen.queryAllByRole('button', { name: /^Image \d of \d/, hidden: true });
  expect(thumbnails).toHaveLength(images.length > 1 ? images.length : 0);
  thumbnails.forEach((thumbnail, i) => expect(thumbnail.getAttribute('aria-current')).toBe(String(i === shown.index)));
  expect(screen.queryAllByRole('button', { name: 'Next image', hidden: true }).length > 0).toBe(images.length > 1);
  if (shown.zoomed) {
    const dialog = zoomDialog()!;
    expect(within(dialog).getByRole('heading').textContent).toBe(`Image ${shown.index + 1} of ${images.length}`);
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe(image.label);
  } else {
    expect(zoomDialog()).toBeNull();
  }
}

/** Previous/next: the buttons over the image, or inside the zoom while it is open. */
const stepButton = (name: 'Next image' | 'Previous image') => {
  const dialog = zoomDialog();
  return dialog ? within(dialog).getByRole('button', { name }) : screen.getByRole('button', { name });
};

describe('image carousel: every path of its chart, on the carousel', () => {
  for (const path of pathsOf(imageCarouselModel)) {
    it(describePath(path), async () => {
      const carousel = mount();
      // Spec §2: previous and next wrap round; a new set of images starts at its first.
      const shown: Shown = { index: 0, count: PRODUCT_IMAGES.length, zoomed: false };
      await drive(imageCarouselMachine, path, {
        actual: () => carousel.getSnapshot(),
        events: {
          'carousel.next': () => {
            fireEvent.click(stepButton('Next image'));
            shown.index = (shown.index + 1) % shown.count;
          },
          'carousel.previous': () => {
            fireEvent.click(stepButton('Previous image'));
            shown.index = (shown.index + shown.count - 1) % shown.count;
          },
          'carousel.select': (event) => {
            fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Image ${event.index + 1} of`) }));
            shown.index = event.index;
          },
          // The page chose a variant with other images.
          'carousel.show': (event) => {
            act(() => carousel.send(event));
            [shown.index, shown.count] = [0, event.count];
          },
          'zoom.open': () => {
            fireEvent.click(screen.getByRole('button', { name: /^Enlarge the image/ }));
            shown.zoomed = true;
          },
          // Keyboard path: Escape closes the zoom.
          'zoom.close': () => {
            fireEvent.keyDown(zoomDialog()!, { key: 'Escape' });
            shown.zoomed = false;
          },
        },
        expect: (_snapshot, _step, say) => expectShown(shown, say),
      });
      carousel.stop();
    });
  }

  it('shows no image a set does not have, and opens no zoom on a set without images', () => {
    const carousel = mount();
    act(() => {
      carousel.send({ type: 'carousel.select', index: 3 });
      carousel.send({ type: 'carousel.select', index: -1 });
    });
    expectShown({ index: 0, count: 3, zoomed: false });
    const empty = createActor(imageCarouselMachine, { input: { count: 0 } }).start();
    empty.send({ type: 'zoom.open' });
    expect(empty.getSnapshot().value).toBe('browsing');
  });

  it('steps round both ways: after the last image comes the first', () => {
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expectShown({ index: 2, count: 3, zoomed: false });
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expectShown({ index: 0, count: 3, zoomed: false });
  });

  it('in the zoom, arrow keys step through the images and the close button closes it', () => {
    mount();
    fireEvent.click(screen.getByRole('button', { name: /^Enlarge the image/ }));
    fireEvent.keyDown(within(zoomDialog()!).getByRole('button', { name: 'Close' }), { key: 'ArrowRight' });
    expectShown({ index: 1, count: 3, zoomed: true });
    fireEvent.keyDown(within(zoomDialog()!).getByRole('button', { name: 'Close' }), { key: 'ArrowLeft' });
    expectShown({ index: 0, count: 3, zoomed: true });
    fireEvent.click(within(zoomDialog()!).getByRole('button', { name: 'Close' }));
    expectShown({ index: 0, count: 3, zoomed: false });
  });

  it('reserves each image’s box: explicit sizes and a srcset of the service’s widths', () => {
    mount();
    const main = screen.getByRole('button', { name: /^Enlarge the image/ }).querySelector('img')!;
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['800', '800']);
    expect(main.getAttribute('srcset')?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['40w', '80w', '160w', '320w', '640w', '960w', '1280w', '1600w']);
    const thumbnail = screen.getByRole('button', { name: /^Image 2 of 3/ }).querySelector('img')!;
    expect([thumbnail.getAttribute('width'), thumbnail.getAttribute('height'), thumbnail.getAttribute('alt')]).toEqual(['80', '80', '']);
  });
});
