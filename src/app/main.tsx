import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { App } from './app';
import { unhandledErrorsActor } from './services/errors';
import { loadLocale } from './services/locale';
import { networkActor } from './services/network';
import './styles/global.css';

// Browser entry: load the shop's catalogue, wire the machines to their browser services, render.
async function start(): Promise<void> {
  const { locale, messages } = await loadLocale();
  const inspect =
    process.env.NODE_ENV !== 'production' && new URLSearchParams(location.search).has('inspect')
      ? (await import('./services/inspector')).createInspector()
      : undefined;
  const logic = appMachine.provide({ actors: { network: networkActor, unhandledErrors: unhandledErrorsActor } });
  const app = createActor(logic, inspect ? { inspect } : {}).start();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(<App locale={locale} messages={messages} app={app} />);
}

void start();
