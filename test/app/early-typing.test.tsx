import { act } from '@testing-library/react';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { replayTyping } from '../../src/app/services/early-typing';

/** A form as the shop's are: every field's value in the form's state, which it shows below. */
function Form({ id = 'form' }: { id?: string }) {
  const [values, setValues] = useState({ email: '', comment: '', consent: false, mode: 'once', topic: '' });
  const set = (name: keyof typeof values) => (value: string | boolean) => setValues((all) => ({ ...all, [name]: value }));
  return (
    <form id={id}>
      <input name="email" type="email" value={values.email} onChange={(event) => set('email')(event.target.value)} />
      <textarea name="comment" value={values.comment} onChange={(event) => set('comment')(event.target.value)} />
      <input name="consent" type="checkbox" checked={values.consent} onChange={(event) => set('consent')(event.target.checked)} />
      {['once', 'monthly'].map((mode) => (
        <input key={mode} name="mode" type="radio" value={mode} checked={values.mode === mode} onChange={() => set('mode')(mode)} />
      ))}
      <select name="topic" value={values.topic} onChange={(event) => set('topic')(event.target.value)}>
        {['', 'order', 'product'].map((topic) => (
          <option key={topic} value={topic}>
            {topic || 'Choose'}
          </option>
        ))}
      </select>
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

/** The server's page, changed by `shopper` before it hydrates; the form's state once hydrated and, if asked, replayed. */
async function hydratedAfter(shopper: (form: HTMLFormElement) => void, replay: boolean): Promise<{ state: unknown; form: HTMLFormElement }> {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Form />);
  document.body.replaceChildren(root);
  const form = root.querySelector('form')!;
  shopper(form);
  await act(async () => void hydrateRoot(root, <Form />));
  if (replay) await act(async () => replayTyping(root));
  return { state: stateOf(form), form };
}

const field = <T extends Element>(form: HTMLFormElement, selector: string) => form.querySelector<T & Element>(selector)!;

function typeEverything(form: HTMLFormElement): void {
  field<HTMLInputElement>(form, '[name=email]').value = 'lea@example.fr';
  field<HTMLTextAreaElement>(form, '[name=comment]').value = 'Livrer le matin';
  field<HTMLInputElement>(form, '[name=consent]').click();
  field<HTMLInputElement>(form, '[value=monthly]').click();
  field<HTMLSelectElement>(form, '[name=topic]').value = 'product';
}

const stateOf = (form: HTMLFormElement): unknown => JSON.parse(form.querySelector('output')!.textContent!);
const NOTHING = { email: '', comment: '', consent: false, mode: 'once', topic: '' };
const EVERYTHING = { email: 'lea@example.fr', comment: 'Livrer le matin', consent: true, mode: 'monthly', topic: 'product' };

describe('what the shopper typed before the page hydrated', () => {
  it('is on screen but not in the form once hydrated (why it is replayed)', async () => {
    const { state } = await hydratedAfter(typeEverything, false);
    expect(state).toEqual(NOTHING);
  });

  it('reaches the form, every field of it, and stays on screen', async () => {
    const { state, form } = await hydratedAfter(typeEverything, true);
    expect(state).toEqual(EVERYTHING);
    expect(field<HTMLInputElement>(form, '[name=email]').value).toBe('lea@example.fr');
    expect(field<HTMLTextAreaElement>(form, '[name=comment]').value).toBe('Livrer le matin');
    expect(field<HTMLInputElement>(form, '[name=consent]').checked).toBe(true);
    expect(field<HTMLInputElement>(form, '[value=monthly]').checked).toBe(true);
    expect(field<HTMLSelectElement>(form, '[name=topic]').value).toBe('product');
  });

  it('changes nothing when the shopper changed nothing', async () => {
    const { state, form } = await hydratedAfter(() => undefined, true);
    expect(state).toEqual(NOTHING);
    expect(field<HTMLInputElement>(form, '[value=once]').checked).toBe(true);
    expect(field<HTMLSelectElement>(form, '[name=topic]').value).toBe('');
  });

  it('reaches a form as soon as it has hydrated, and one in a part still to hydrate once that part has', async () => {
    let arrive!: () => void;
    const came = new Promise<void>((resolve) => (arrive = resolve));
    const Later = lazy(() => came.then(() => ({ default: () => <Form id="later" /> })));
    const page = (later: ReactElement) => (
      <>
        <Form id="first" />
        <Suspense fallback={null}>{later}</Suspense>
      </>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(page(<Form id="later" />));
    document.body.replaceChildren(root);
    const form = (id: string) => root.querySelector<HTMLFormElement>(`#${id}`)!;
    typeEverything(form('first'));
    typeEverything(form('later'));
    await act(async () => void hydrateRoot(root, page(<Later />)));
    await act(async () => replayTyping(root));
    expect(stateOf(form('first'))).toEqual(EVERYTHING);
    // Not hydrated yet: left as typed, on screen, for its own replay.
    expect(stateOf(form('later'))).toEqual(NOTHING);
    expect(field<HTMLInputElement>(form('later'), '[name=email]').value).toBe('lea@example.fr');
    await act(async () => arrive());
    await act(async () => replayTyping(root));
    expect(stateOf(form('later'))).toEqual(EVERYTHING);
    expect(stateOf(form('first'))).toEqual(EVERYTHING);
  });
});
