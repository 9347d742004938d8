import { createRoot } from 'react-dom/client';
import { appMachine } from '../../machines/app.machine';
import { App } from './app';
import { unhandledErrorsActor } from './services/errors';
import { loadLocale } from './services/locale';
import { networkActor } from './services/network';
import './styles/global.css';

// Browser entry: load the shop's catalogue, wire the machines to their browser services, render.
async function start(): Promise<void> {
  const { locale, messages } = await loadLocale();
  const logic = appMachine.provide({ actors: { network: networkActor, unhandledErrors: unhandledErrorsActor } });
  const inspect = process.env.NODE_ENV !== 'production' && new URLSearchParams(location.search).has('inspect')
    ? (await import('./services/inspector')).createInspector()
    : undefined;
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <App locale={locale} messages={messages} logic={logic} {...(inspect && { actorOptions: { inspect } })} />,
  );
}

void start();
