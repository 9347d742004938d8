import { fromCallback } from 'xstate';
import type { NetworkEvent } from '../../../machines/app.machine';

/** Browser online/offline events as an actor for the app machine. */
export const networkActor = fromCallback(({ sendBack }) => {
  const send = (event: NetworkEvent) => sendBack(event);
  if (!navigator.onLine) send({ type: 'network.startedOffline' });
  const online = () => send({ type: 'network.online' });
  const offline = () => send({ type: 'network.offline' });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});
