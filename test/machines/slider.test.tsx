import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { sliderMachine, type SliderSnapshot } from '../../machines/slider.machine';
import { PageContent } from '../../src/app/pagebuilder/page-content';
import { ContentWidgets } from '../../src/app/pagebuilder/widgets';
import { SLIDER_CONTENT, SLIDER_INPUT, sliderOf } from '../fixtures/cms';
import { drive, type Say } from '../harness/drive';
import { describePath, pathsOf } from '../harness/model';
import { fakeService } from '../harness/render-app';
import { renderInShell } from '../harness/shell-view';
import { sliderModel } from './models';

const HEADINGS = ['Omega-3, purity first', 'Peaceful nights', 'Training and recovery'];

function mount({ content, input } = { content: SLIDER_CONTENT, input: SLIDER_INPUT }) {
  const clock = new SimulatedClock();
  const motion = fakeService();
  const actor = createActor(sliderMachine.provide({ actors: { motionPreference: motion.logic } }), { input, clock }).start();
  renderInShell(
    <ContentWidgets.Provider value={{ w0: actor }}>
      <PageContent content={content} />
    </ContentWidgets.Provider>,
  );
  return { actor, clock, motion };
}

const slider = () => screen.getByRole('region', { name: 'Highlights' });
const button = (name: string) => screen.getByRole('button', { name });
const slides = () => [...slider().querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];

/**
 * One slide on screen, the others inert; dots, arrows at the ends, the rotation control and what screen readers hear.
 * `shown` is the slide the path's events lead to (the arrows step, a dot jumps, the rotation wraps round).
 */
function expectSlider(snapshot: SliderSnapshot, shown: number, say: Say) {
  say(`slide ${shown + 1} of 3 (“${HEADINGS[shown]}”) is on screen and its dot marked current; the others are inert`);
  slides().forEach((slide, i) => {
    expect(slide.getAttribute('aria-label')).toBe(`${i + 1} of 3`);
    expect(slide.classList.contains('is-current'), `slide ${i + 1}`).toBe(i === shown);
    expect(slide.hasAttribute('inert'), `slide ${i + 1}`).toBe(i !== shown);
  });
  expect(screen.getByRole('heading', { name: HEADINGS[shown] })).toBeTruthy();
  HEADINGS.forEach((_, i) => expect(button(`Show slide ${i + 1}`).getAttribute('aria-current')).toBe(i === shown ? 'true' : null));
  say(`Previous is ${shown === 0 ? 'disabled' : 'enabled'}, Next is ${shown === 2 ? 'disabled' : 'enabled'}`);
  expect((button('Previous slide') as HTMLButtonElement).disabled).toBe(shown === 0);
  expect((button('Next slide') as HTMLButtonElement).disabled).toBe(shown === 2);
  // Rotation: waiting for the motion preference (no control), playing or paused by the pointer or focus, stopped by the shopper.
  const control = snapshot.matches('playing') || snapshot.matches('paused') ? 'Pause the slideshow' : snapshot.matches('stopped') ? 'Play the slideshow' : null;
  say(control ? `the rotation control reads “${control}”` : 'no rotation control shows');
  expect(screen.queryByRole('button', { name: 'Pause the slideshow' }) !== null).toBe(control === 'Pause the slideshow');
  expect(screen.queryByRole('button', { name: 'Play the slideshow' }) !== null).toBe(control === 'Play the slideshow');
  const live = snapshot.matches('playing') ? 'off' : 'polite';
  say(`screen readers ${live === 'off' ? 'are not told of each slide while it plays' : 'are told of each slide'}`);
  expect(slider().querySelector('.pb-slider__track')!.getAttribute('aria-live')).toBe(live);
}

describe('slider: every path of its chart, on a slider of CMS content', () => {
  for (const path of pathsOf(sliderModel)) {
    it(describePath(path), async () => {
      const { actor, clock, motion } = mount();
      let shown = 0;
      // The pointer or the keyboard's focus inside the slider: it does not rotate while they are.
      const inside = { pointer: false, focus: false };
      await drive(sliderMachine, path, {
        clock,
        actual: () => actor.getSnapshot(),
        events: {
          'slide.next': () => {
            fireEvent.click(button('Next slide'));
            shown += 1;
          },
          'slide.previous': () => {
            fireEvent.click(button('Previous slide'));
            shown -= 1;
          },
          'slide.show': (event) => {
            fireEvent.click(button(`Show slide ${event.index + 1}`));
            shown = event.index;
          },
          'pointer.enter': () => {
            fireEvent.pointerEnter(slider());
            inside.pointer = true;
          },
          'pointer.leave': () => {
            fireEvent.pointerLeave(slider());
            inside.pointer = false;
          },
          // The keyboard comes into the slider on a dot, and leaves it for the page.
          'focus.enter': () => {
            fireEvent.focus(button('Show slide 1'));
            inside.focus = true;
          },
          'focus.leave': () => {
            fireEvent.blur(button('Show slide 1'), { relatedTarget: document.body });
            inside.focus = false;
          },
          'rotation.stop': () => void fireEvent.click(button('Pause the slideshow')),
          'rotation.start': () => void fireEvent.click(button('Play the slideshow')),
          'motion.allowed': (event) => {
            act(() => motion.send(event));
            // Motion allowed, the slider that autoplays rotates at once, unless the pointer or the focus is inside.
            const rotates = !inside.pointer && !inside.focus;
            expect(slider().querySelector('.pb-slider__track')!.getAttribute('aria-live'), 'rotating').toBe(rotates ? 'off' : 'polite');
          },
          'motion.reduced': (event) => act(() => motion.send(event)),
          'xstate.after.AUTOPLAY.slider.playing': () => {
            act(() => clock.increment(SLIDER_INPUT.autoplaySpeed));
            shown = (shown + 1) % 3;
          },
        },
        expect: (snapshot, _step, say) => expectSlider(snapshot, shown, say),
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

describe('slider', () => {
  const track = () => slider().querySelector('.pb-slider__track')!;
  const current = () => slides().findIndex((slide) => slide.classList.contains('is-current'));
  const disabled = (name: string) => (button(name) as HTMLButtonElement).disabled;

  it('stops its arrows at the first and last slides, and rotates round from the last to the first', () => {
    const { actor, clock, motion } = mount();
    fireEvent.click(button('Next slide'));
    fireEvent.click(button('Next slide'));
    expect(current()).toBe(2);
    expect([disabled('Previous slide'), disabled('Next slide')]).toEqual([false, true]);
    fireEvent.click(button('Previous slide'));
    fireEvent.click(button('Previous slide'));
    expect(current()).toBe(0);
    expect([disabled('Previous slide'), disabled('Next slide')]).toEqual([true, false]);
    fireEvent.click(button('Show slide 3'));
    act(() => motion.send({ type: 'motion.allowed' }));
    act(() => clock.increment(SLIDER_INPUT.autoplaySpeed));
    expect(current()).toBe(0);
    actor.stop();
  });

  it('waits for the pointer to leave before it rotates, when motion is allowed with the pointer inside', () => {
    const { actor, clock, motion } = mount();
    fireEvent.pointerEnter(slider());
    act(() => motion.send({ type: 'motion.allowed' }));
    act(() => clock.increment(SLIDER_INPUT.autoplaySpeed));
    expect(current()).toBe(0);
    expect(track().getAttribute('aria-live')).toBe('polite');
    fireEvent.pointerLeave(slider());
    act(() => clock.increment(SLIDER_INPUT.autoplaySpeed));
    expect(current()).toBe(1);
    actor.stop();
  });

  it('wraps its arrows round when it is infinite', () => {
    const { actor } = mount(sliderOf({ infinite: true }));
    expect([disabled('Previous slide'), disabled('Next slide')]).toEqual([false, false]);
    fireEvent.click(button('Previous slide'));
    expect(current()).toBe(2);
    fireEvent.click(button('Next slide'));
    expect(current()).toBe(0);
    actor.stop();
  });

  it.each([
    ['does not autoplay', sliderOf({ autoplay: false })],
    ['has one slide', sliderOf({ slides: 1, infinite: true })],
  ])('never rotates when it %s', (_, fixture) => {
    const { actor, clock, motion } = mount(fixture);
    act(() => motion.send({ type: 'motion.allowed' }));
    act(() => clock.increment(fixture.input.autoplaySpeed * 2));
    expect(current()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause the slideshow' })).toBeNull();
    expect(track().getAttribute('aria-live')).toBe('polite');
    actor.stop();
  });

  it('shows the slide of each dot, and stays on its slide when asked for one it does not have', () => {
    const { actor } = mount();
    fireEvent.click(button('Show slide 3'));
    for (const index of [3, -1, 1.5]) act(() => actor.send({ type: 'slide.show', index }));
    expect(current()).toBe(2);
    fireEvent.click(button('Show slide 1'));
    expect(current()).toBe(0);
    actor.stop();
  });
});
