import { render, screen } from '@testing-library/react';
import { createActor, fromCallback, SimulatedClock, type AnyEventObject } from 'xstate';
import { memoryLocation } from 'wouter/memory-location';
import catalogue from '../../lang/en_US.json';
import { appMachine } from '../../machines/app.machine';
import { App } from '../../src/app/app';

/** A browser service stand-in: the test sends what the service would. */
export function fakeService() {
  let sendBack: ((event: AnyEventObject) => void) | undefined;
  return {
    logic: fromCallback(({ sendBack: send }) => {
      sendBack = send;
    }),
    send(event: AnyEventObject) {
      if (!sendBack) throw new Error('The service has not started.');
      sendBack(event);
    },
  };
}

/**
 * The whole app in English (the spec's texts), on a memory location, with fake browser services and a
 * simulated clock; resolves once the first page has rendered its heading.
 */
export async function renderApp({ path = '/' }: { path?: string } = {}) {
  const clock = new SimulatedClock();
  const network = fakeService();
  const unhandledErrors = fakeService();
  const location = memoryLocation({ path, record: true });
  const app = createActor(appMachine.provide({ actors: { network: network.logic, unhandledErrors: unhandledErrors.logic } }), { clock }).start();
  const view = render(<App locale="en_US" messages={catalogue} app={app} router={{ hook: location.hook }} />);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, app, clock, network, unhandledErrors, location };
}
