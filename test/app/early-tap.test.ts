import { beforeEach, describe, expect, it, vi } from 'vitest';
import { replayTap, takeEarlyTap } from '../../src/app/services/early-tap';

/** A click as a tap makes it; whether something prevented its default. */
function tap(element: Element): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('a tap before the app has started', () => {
  beforeEach(async () => {
    document.body.innerHTML = `
      <form><label>E-mail <input name="email"></label><button type="submit" id="subscribe">S’abonner <span>→</span></button></form>
      <button type="button" id="add">Ajouter au panier</button>
      <a href="#contact" id="contact">Nous contacter</a>`;
    // The boot script as a page runs it, anew for each test.
    vi.resetModules();
    await import('../../src/app/boot');
  });

  it('is kept by the boot script, the last button only, its default prevented; a link keeps its own', () => {
    expect(tap(document.querySelector('#subscribe span')!)).toBe(true);
    expect(tap(document.getElementById('add')!)).toBe(true);
    expect(tap(document.getElementById('contact')!)).toBe(false);
    expect(takeEarlyTap()).toBe(document.getElementById('add'));
  });

  it('is handed over once: from then on, taps are the app’s', () => {
    tap(document.getElementById('add')!);
    expect(takeEarlyTap()).toBe(document.getElementById('add'));
    expect(tap(document.getElementById('add')!)).toBe(false);
    expect(takeEarlyTap()).toBeNull();
  });

  it('is none when nothing was tapped', () => {
    expect(takeEarlyTap()).toBeNull();
  });
});

describe('the tap again, once the page has hydrated', () => {
  it('taps the button once, if it is still on the page', () => {
    document.body.innerHTML = '<button type="button" id="add">Ajouter au panier</button>';
    const button = document.getElementById('add')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    replayTap(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    button.remove();
    replayTap(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    replayTap(null);
  });
});
