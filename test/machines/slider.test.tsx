import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { selectRotation, sliderMachine, type SliderSnapshot } from '../../machines/slider.machine';
import { PageContent } from '../../src/app/pagebuilder/page-content';
import { ContentWidgets } from '../../src/app/pagebuilder/widgets';
import { SLIDER_CONTENT, SLIDER_INPUT } from '../fixtures/cms';
import { drive } from '../harness/drive';
import { describePath, pathsOf } from '../harness/model';
import { fakeService } from '../harness/render-app';
import { renderInShell } from '../harness/shell-view';
import { sliderModel } from './models';

const HEADINGS = ['Omega-3, purity first', 'Peaceful nights', 'Training and recovery'];

function mount() {
  const clock = new SimulatedClock();
  const motion = fakeService();
  const actor = createActor(sliderMachine.provide({ actors: { motionPreference: motion.logic } }), { input: SLIDER_INPUT, clock }).start();
  renderInShell(
    <ContentWidgets.Provider value={{ w0: actor }}>
      <PageContent content={SLIDER_CONTENT} />
    </ContentWidgets.Provider>,
  );
  return { actor, clock, motion };
}

const slider = () => screen.getByRole('region', { name: 'Highlights' });
const button = (name: string) => screen.getByRole('button', { name });
const slides = () => [...slider().querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];

/** One slide on screen, the others inert; dots, arrows at the ends, the rotation control and what screen readers hear. */
function expectSlider(snapshot: SliderSnapshot) {
  const { index, count } = snapshot.context;
  slides().forEach((slide, i) => {
    expect(slide.getAttribute('aria-label')).toBe(`${i + 1} of ${count}`);
    expect(slide.classList.contains('is-current'), `slide ${i + 1}`).toBe(i === index);
    expect(slide.hasAttribute('inert'), `slide ${i + 1}`).toBe(i !== index);
  });
  expect(screen.getByRole('heading', { name: HEADINGS[index] })).toBeTruthy();
  HEADINGS.forEach((_, i) => expect(button(`Show slide ${i + 1}`).getAttribute('aria-current')).toBe(i === index ? 'true' : null));
  expect((button('Previous slide') as HTMLButtonElement).disabled).toBe(index === 0);
  expect((button('Next slide') as HTMLButtonElement).disabled).toBe(index === count - 1);
  const rotation = selectRotation(snapshot);
  expect(screen.queryByRole('button', { name: 'Pause the slideshow' }) !== null).toBe(rotation === 'playing' || rotation === 'paused');
  expect(screen.queryByRole('button', { name: 'Play the slideshow' }) !== null).toBe(rotation === 'stopped');
  expect(slider().querySelector('.pb-slider__track')!.getAttribute('aria-live')).toBe(rotation === 'playing' ? 'off' : 'polite');
}

describe('slider: every path of its chart, on a slider of CMS content', () => {
  for (const path of pathsOf(sliderModel)) {
    it(describePath(path), async () => {
      const { actor, clock, motion } = mount();
      await drive(sliderMachine, path, {
        clock,
        actual: () => actor.getSnapshot(),
        events: {
          'slide.next': () => void fireEvent.click(button('Next slide')),
          'slide.previous': () => void fireEvent.click(button('Previous slide')),
          'slide.show': (event) => void fireEvent.click(button(`Show slide ${event.index + 1}`)),
          'pointer.enter': () => void fireEvent.pointerEnter(slider()),
          'pointer.leave': () => void fireEvent.pointerLeave(slider()),
          // The keyboard comes into the slider on a dot, and leaves it for the page.
          'focus.enter': () => void fireEvent.focus(button('Show slide 1')),
          'focus.leave': () => void fireEvent.blur(button('Show slide 1'), { relatedTarget: document.body }),
          'rotation.stop': () => void fireEvent.click(button('Pause the slideshow')),
          'rotation.start': () => void fireEvent.click(button('Play the slideshow')),
          'motion.allowed': (event) => act(() => motion.send(event)),
          'motion.reduced': (event) => act(() => motion.send(event)),
          'xstate.after.AUTOPLAY.slider.playing': () => act(() => clock.increment(SLIDER_INPUT.autoplaySpeed)),
        },
        expect: expectSlider,
      });
      actor.stop();
    });
  }
});

describe('slider without its machine', () => {
  it('shows its first slide, without controls', () => {
    renderInShell(<PageContent content={SLIDER_CONTENT} />);
    expect(slides()[0]!.classList.contains('is-current')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });
});
