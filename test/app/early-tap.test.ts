import { beforeEach, describe, expect, it, vi } from 'vitest';
import { replayTap, takeEarlyTap } from '../../src/app/services/early-tap';

/** A click as a tap makes it; whether something prevented its default. */
function tap(element: Element): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

/** A form sent as the browser sends it (by its submit button: a tap, or Enter in a field); whether it was stopped. */
function send(form: HTMLFormElement, submitter: HTMLElement): boolean {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

/** React's marks, as it leaves them: on the root it listens from, on each element it has hydrated. */
const reactListens = () => Object.assign(document.getElementById('root')!, { __reactContainer$test: {} });
const hydrated = (element: Element) => Object.assign(element, { __reactFiber$test: {} });
/** The timers the boot script set on a tap React let go by have run. */
const eventsThrough = () => new Promise((done) => setTimeout(done));

const form = () => document.querySelector('form')!;
const subscribe = () => document.getElementById('subscribe')!;
const add = () => document.getElementById('add')!;
const listeners: [string, EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?][] = [];

describe('a tap before the app could answer it', () => {
  beforeEach(async () => {
    document.body.innerHTML = `<div id="root">
      <form><label>E-mail <input name="email"></label><button type="submit" id="subscribe">S’abonner <span>→</span></button></form>
      <button type="button" id="add">Ajouter au panier</button>
      <a href="#contact" id="contact">Nous contacter</a></div>`;
    // The boot script as a page runs it, anew for each test; the listeners of the one before gone, as with its page.
    listeners.splice(0).forEach(([type, listener, options]) => document.removeEventListener(type, listener, options));
    const listen = vi.spyOn(document, 'addEventListener');
    vi.resetModules();
    await import('../../src/app/boot');
    listeners.push(...(listen.mock.calls as typeof listeners));
    listen.mockRestore();
  });

  it('is kept by the boot script before React listens, the last button only, its default prevented; a link keeps its own', () => {
    expect(tap(document.querySelector('#subscribe span')!)).toBe(true);
    expect(tap(add())).toBe(true);
    expect(tap(document.getElementById('contact')!)).toBe(false);
    expect(takeEarlyTap()).toBe(add());
  });

  it('is handed over once hydrated, and once only', () => {
    tap(add());
    expect(takeEarlyTap()).toBe(add());
    expect(tap(add())).toBe(false);
    expect(takeEarlyTap()).toBeNull();
  });

  it('is none when nothing was tapped', () => {
    expect(takeEarlyTap()).toBeNull();
  });

  it('once React listens, is the app’s where React hydrated the button, and kept where it could not (the part’s code not come)', async () => {
    reactListens();
    hydrated(add());
    expect(tap(add()), 'React answers it').toBe(false);
    await eventsThrough();
    expect(takeEarlyTap()).toBeNull();
  });

  it('once React listens, keeps a tap that reached no handler, its default left to the browser', async () => {
    tap(subscribe());
    reactListens();
    expect(tap(add())).toBe(false);
    await eventsThrough();
    expect(takeEarlyTap()).toBe(add());
  });

  it('never lets the browser send a form no handler took, before the app starts, while it hydrates, or after', () => {
    expect(send(form(), subscribe()), 'Enter in a field before the app started').toBe(true);
    expect(takeEarlyTap(), 'its button kept, to be tapped once hydrated').toBe(subscribe());
    expect(send(form(), subscribe()), 'once hydrated').toBe(true);
    expect(takeEarlyTap(), 'handed over once only').toBeNull();
  });

  it('leaves alone a form a handler of the app took', () => {
    reactListens();
    form().addEventListener('submit', (event) => event.preventDefault());
    expect(send(form(), subscribe())).toBe(true);
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
