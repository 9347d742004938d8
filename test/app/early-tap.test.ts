import { beforeEach, describe, expect, it, vi } from 'vitest';
import { replayTap, startHydrating, takeEarlyTap } from '../../src/app/services/early-tap';

/** A click as a tap makes it; whether something prevented its default. */
function tap(element: Element): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

/** A form sent as the browser sends it (a submit button's default, or Enter in a field); whether it was stopped. */
function send(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

const form = () => document.querySelector('form')!;
const listeners: [string, EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?][] = [];
const subscribe = () => document.getElementById('subscribe')!;

describe('a tap before the app could answer it', () => {
  beforeEach(async () => {
    document.body.innerHTML = `
      <form><label>E-mail <input name="email"></label><button type="submit" id="subscribe">S’abonner <span>→</span></button></form>
      <button type="button" id="add">Ajouter au panier</button>
      <a href="#contact" id="contact">Nous contacter</a>`;
    // The boot script as a page runs it, anew for each test; the listeners of the one before gone, as with its page.
    listeners.splice(0).forEach(([type, listener, options]) => document.removeEventListener(type, listener, options));
    const add = vi.spyOn(document, 'addEventListener');
    vi.resetModules();
    await import('../../src/app/boot');
    listeners.push(...(add.mock.calls as typeof listeners));
    add.mockRestore();
  });

  it('is kept by the boot script, the last button only, its default prevented; a link keeps its own', () => {
    expect(tap(document.querySelector('#subscribe span')!)).toBe(true);
    expect(tap(document.getElementById('add')!)).toBe(true);
    expect(tap(document.getElementById('contact')!)).toBe(false);
    expect(takeEarlyTap()).toBe(document.getElementById('add'));
  });

  it('is no longer kept once React listens; the one kept before is handed over once hydrated, and once only', () => {
    tap(document.getElementById('add')!);
    startHydrating();
    expect(tap(document.getElementById('add')!)).toBe(false);
    expect(takeEarlyTap()).toBe(document.getElementById('add'));
    expect(takeEarlyTap()).toBeNull();
  });

  it('is none when nothing was tapped', () => {
    startHydrating();
    expect(takeEarlyTap()).toBeNull();
  });

  it('never lets the browser send a form the app did not take, before it starts, while it hydrates, or after', () => {
    expect(send(form(), null), 'Enter in a field before the app started').toBe(true);
    expect(takeEarlyTap(), 'kept, to be sent once hydrated').toBe(form());
    expect(send(form(), subscribe()), 'once hydrated').toBe(true);
    expect(takeEarlyTap(), 'handed over once only').toBeNull();
  });

  it('keeps a form sent while React listens that no handler of the app took (its part not hydrated), not one it took', () => {
    startHydrating();
    const taken = (event: Event) => event.preventDefault();
    form().addEventListener('submit', taken);
    expect(send(form(), subscribe())).toBe(true);
    expect(takeEarlyTap()).toBeNull();
  });

  it('hands over the form no handler took, the last of the taps kept', () => {
    tap(document.getElementById('add')!);
    startHydrating();
    expect(send(form(), subscribe())).toBe(true);
    expect(takeEarlyTap()).toBe(subscribe());
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

  it('sends a form kept without a button (Enter in a field) as the app hears a form sent', () => {
    document.body.innerHTML = '<form><input name="email"></form>';
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    form().addEventListener('submit', onSubmit);
    replayTap(form());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
