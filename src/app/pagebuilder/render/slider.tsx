import { useSelector } from '@xstate/react';
import { selectCanStep, selectRotation, selectSlide, type SliderActor, type SliderEvent } from '../../../../machines/slider.machine';
import { useT } from '../../i18n/use-t';
import { useBrowserSelector } from '../../ui/browser-selector';
import { Icon } from '../../ui/icons';
import { useWidget } from '../widgets';
import { cx, type RendererProps } from './types';

type Rotation = ReturnType<typeof selectRotation>;

/**
 * Rotation as the page shows it. A server never learns the shopper's motion preference, so its page shows a slider
 * that has not started rotating; a browser may know it before the page hydrates: the hydrating render shows what
 * the server showed, and the next one what the machine says.
 */
function useRotation(actor: SliderActor | undefined): Rotation {
  return useBrowserSelector(actor, selectRotation, 'waiting');
}

const sameSteps = (a: { next: boolean; previous: boolean }, b: { next: boolean; previous: boolean }) =>
  a.next === b.next && a.previous === b.previous;

/**
 * A slider (spec §3), driven by its machine: one slide on screen (the others inert), previous and next arrows,
 * a dot per slide, and a pause/play button while it rotates. The pointer or the focus inside pauses it. Without
 * its machine, it shows its first slide.
 */
export function Slider({ node, render }: RendererProps<'slider'>) {
  const t = useT();
  const actor = useWidget<SliderActor>(node.id);
  const index = useSelector(actor, (s) => (s ? selectSlide(s) : 0));
  const rotation = useRotation(actor);
  const can = useSelector(actor, (s) => (s ? selectCanStep(s) : { next: false, previous: false }), sameSteps);
  const send = (event: SliderEvent) => actor?.send(event);
  const count = node.children.length;
  const controls = actor && count > 1;
  return (
    <section
      className={cx('pb-slider', node.fade && 'pb-slider--fade', node.classes?.main)}
      aria-roledescription={t('pageBuilder.slider.role')}
      aria-label={t('pageBuilder.slider.label')}
      onPointerEnter={() => send({ type: 'pointer.enter' })}
      onPointerLeave={() => send({ type: 'pointer.leave' })}
      onFocus={() => send({ type: 'focus.enter' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send({ type: 'focus.leave' });
      }}
    >
      {controls && rotation !== 'waiting' && (
        <button
          type="button"
          className="pb-slider__rotation icon-button"
          aria-label={t(rotation === 'stopped' ? 'pageBuilder.slider.start' : 'pageBuilder.slider.stop')}
          onClick={() => send({ type: rotation === 'stopped' ? 'rotation.start' : 'rotation.stop' })}
        >
          <Icon name={rotation === 'stopped' ? 'play' : 'pause'} size={20} />
        </button>
      )}
      {/* Screen readers hear slide changes the shopper makes, not those of rotation. */}
      <div className="pb-slider__track" aria-live={rotation === 'playing' ? 'off' : 'polite'}>
        {node.children.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription={t('pageBuilder.slider.slideRole')}
            aria-label={t('pageBuilder.slider.slide', { number: i + 1, count })}
            className={cx('pb-slider__slide', i === index ? 'is-current' : i < index ? 'is-before' : 'is-after')}
            inert={i !== index}
          >
            {render(slide, i)}
          </div>
        ))}
      </div>
      {controls && node.showArrows && (
        <>
          <button
            type="button"
            className="pb-slider__arrow pb-slider__arrow--previous icon-button"
            aria-label={t('pageBuilder.slider.previous')}
            disabled={!can.previous}
            onClick={() => send({ type: 'slide.previous' })}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="pb-slider__arrow pb-slider__arrow--next icon-button"
            aria-label={t('pageBuilder.slider.next')}
            disabled={!can.next}
            onClick={() => send({ type: 'slide.next' })}
          >
            <Icon name="chevronRight" />
          </button>
        </>
      )}
      {controls && node.showDots && (
        <div className="pb-slider__dots">
          {node.children.map((_, i) => (
            <button
              key={i}
              type="button"
              className="pb-slider__dot"
              aria-label={t('pageBuilder.slider.show', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => send({ type: 'slide.show', index: i })}
            />
          ))}
        </div>
      )}
    </section>
  );
}
