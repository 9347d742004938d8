import { use, type ComponentType, type ReactNode } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { LOCALE_FALLBACKS, toLocale, type Locale } from '../../domain/locales';
import type { SCREEN_CATALOGUES } from '../../tools/build/messages-plugin';
import type { Messages } from '../services/locale';
import { untilDone } from '../services/until-done';
import { intlOf } from './intl-provider';

// The messages of the screens of SCREEN_CATALOGUES (src/tools/build/messages-plugin.ts, which says which ids each
// owns) load with them, not with the shell's catalogue.

export type CatalogueScreen = keyof typeof SCREEN_CATALOGUES;

type Catalogues = Record<Locale, () => Promise<{ default: Messages }>>;

// One static import per catalogue, so that the build makes each its own chunk.
const CATALOGUES: Record<CatalogueScreen, Catalogues> = {
  checkout: {
    fr_FR: () => import('../../../lang/fr_FR.json?screen=checkout'),
    fr_CA: () => import('../../../lang/fr_CA.json?screen=checkout'),
    en_US: () => import('../../../lang/en_US.json?screen=checkout'),
    en_GB: () => import('../../../lang/en_GB.json?screen=checkout'),
    de_DE: () => import('../../../lang/de_DE.json?screen=checkout'),
    nl_NL: () => import('../../../lang/nl_NL.json?screen=checkout'),
    pl_PL: () => import('../../../lang/pl_PL.json?screen=checkout'),
    pt_PT: () => import('../../../lang/pt_PT.json?screen=checkout'),
  },
  accountArea: {
    fr_FR: () => import('../../../lang/fr_FR.json?screen=accountArea'),
    fr_CA: () => import('../../../lang/fr_CA.json?screen=accountArea'),
    en_US: () => import('../../../lang/en_US.json?screen=accountArea'),
    en_GB: () => import('../../../lang/en_GB.json?screen=accountArea'),
    de_DE: () => import('../../../lang/de_DE.json?screen=accountArea'),
    nl_NL: () => import('../../../lang/nl_NL.json?screen=accountArea'),
    pl_PL: () => import('../../../lang/pl_PL.json?screen=accountArea'),
    pt_PT: () => import('../../../lang/pt_PT.json?screen=accountArea'),
  },
  contact: {
    fr_FR: () => import('../../../lang/fr_FR.json?screen=contact'),
    fr_CA: () => import('../../../lang/fr_CA.json?screen=contact'),
    en_US: () => import('../../../lang/en_US.json?screen=contact'),
    en_GB: () => import('../../../lang/en_GB.json?screen=contact'),
    de_DE: () => import('../../../lang/de_DE.json?screen=contact'),
    nl_NL: () => import('../../../lang/nl_NL.json?screen=contact'),
    pl_PL: () => import('../../../lang/pl_PL.json?screen=contact'),
    pt_PT: () => import('../../../lang/pt_PT.json?screen=contact'),
  },
  newsletter: {
    fr_FR: () => import('../../../lang/fr_FR.json?screen=newsletter'),
    fr_CA: () => import('../../../lang/fr_CA.json?screen=newsletter'),
    en_US: () => import('../../../lang/en_US.json?screen=newsletter'),
    en_GB: () => import('../../../lang/en_GB.json?screen=newsletter'),
    de_DE: () => import('../../../lang/de_DE.json?screen=newsletter'),
    nl_NL: () => import('../../../lang/nl_NL.json?screen=newsletter'),
    pl_PL: () => import('../../../lang/pl_PL.json?screen=newsletter'),
    pt_PT: () => import('../../../lang/pt_PT.json?screen=newsletter'),
  },
  switchers: {
    fr_FR: () => import('../../../lang/fr_FR.json?screen=switchers'),
    fr_CA: () => import('../../../lang/fr_CA.json?screen=switchers'),
    en_US: () => import('../../../lang/en_US.json?screen=switchers'),
    en_GB: () => import('../../../lang/en_GB.json?screen=switchers'),
    de_DE: () => import('../../../lang/de_DE.json?screen=switchers'),
    nl_NL: () => import('../../../lang/nl_NL.json?screen=switchers'),
    pl_PL: () => import('../../../lang/pl_PL.json?screen=switchers'),
    pt_PT: () => import('../../../lang/pt_PT.json?screen=switchers'),
  },
  listing: {
    fr_FR: () => import('../../../lang/fr_FR.json?screen=listing'),
    fr_CA: () => import('../../../lang/fr_CA.json?screen=listing'),
    en_US: () => import('../../../lang/en_US.json?screen=listing'),
    en_GB: () => import('../../../lang/en_GB.json?screen=listing'),
    de_DE: () => import('../../../lang/de_DE.json?screen=listing'),
    nl_NL: () => import('../../../lang/nl_NL.json?screen=listing'),
    pl_PL: () => import('../../../lang/pl_PL.json?screen=listing'),
    pt_PT: () => import('../../../lang/pt_PT.json?screen=listing'),
  },
  stores: {
    fr_FR: () => import('../../../lang/fr_FR.json?screen=stores'),
    fr_CA: () => import('../../../lang/fr_CA.json?screen=stores'),
    en_US: () => import('../../../lang/en_US.json?screen=stores'),
    en_GB: () => import('../../../lang/en_GB.json?screen=stores'),
    de_DE: () => import('../../../lang/de_DE.json?screen=stores'),
    nl_NL: () => import('../../../lang/nl_NL.json?screen=stores'),
    pl_PL: () => import('../../../lang/pl_PL.json?screen=stores'),
    pt_PT: () => import('../../../lang/pt_PT.json?screen=stores'),
  },
  product: {
    fr_FR: () => import('../../../lang/fr_FR.json?screen=product'),
    fr_CA: () => import('../../../lang/fr_CA.json?screen=product'),
    en_US: () => import('../../../lang/en_US.json?screen=product'),
    en_GB: () => import('../../../lang/en_GB.json?screen=product'),
    de_DE: () => import('../../../lang/de_DE.json?screen=product'),
    nl_NL: () => import('../../../lang/nl_NL.json?screen=product'),
    pl_PL: () => import('../../../lang/pl_PL.json?screen=product'),
    pt_PT: () => import('../../../lang/pt_PT.json?screen=product'),
  },
  searchPanel: {
    fr_FR: () => import('../../../lang/fr_FR.json?screen=searchPanel'),
    fr_CA: () => import('../../../lang/fr_CA.json?screen=searchPanel'),
    en_US: () => import('../../../lang/en_US.json?screen=searchPanel'),
    en_GB: () => import('../../../lang/en_GB.json?screen=searchPanel'),
    de_DE: () => import('../../../lang/de_DE.json?screen=searchPanel'),
    nl_NL: () => import('../../../lang/nl_NL.json?screen=searchPanel'),
    pl_PL: () => import('../../../lang/pl_PL.json?screen=searchPanel'),
    pt_PT: () => import('../../../lang/pt_PT.json?screen=searchPanel'),
  },
};

/** A promise React's `use` reads at once once it is settled: React's own marks on a thenable it has seen. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const loading = new Map<string, Tracked<Messages>>();
const awaited = new Map<string, Promise<Messages>>();

/**
 * A screen's messages in `locale`, laid over its fallbacks as the shell's catalogue is; loaded once. A load that
 * failed (the connection dropped) is forgotten: the next one asks again.
 */
export function screenMessages(screen: CatalogueScreen, locale: Locale): Promise<Messages> {
  const key = `${screen}:${locale}`;
  let messages = loading.get(key);
  if (!messages) {
    const tracked: Tracked<Messages> = Promise.all([...LOCALE_FALLBACKS[locale], locale].map(async (each) => (await CATALOGUES[screen][each]()).default)).then(
      (catalogues) => {
        const merged = Object.assign({}, ...catalogues) as Messages;
        tracked.status = 'fulfilled';
        tracked.value = merged;
        return merged;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    messages = tracked;
    loading.set(key, messages);
  }
  return messages;
}

/**
 * The messages a render waits for: those loaded already (the router loads a screen's with its code), read at once;
 * else one promise per screen and locale that asks again after each failure until they come.
 */
function awaitedMessages(screen: CatalogueScreen, locale: Locale): Promise<Messages> {
  const key = `${screen}:${locale}`;
  const loaded = loading.get(key);
  if (loaded?.status === 'fulfilled') return loaded;
  let messages = awaited.get(key);
  if (!messages) {
    messages = untilDone(() => screenMessages(screen, locale));
    awaited.set(key, messages);
  }
  return messages;
}

/** The shell's catalogues with a screen's over them, each merged once. */
const merged = new WeakMap<object, WeakMap<Messages, Messages>>();

function mergedMessages(shell: object, own: Messages): Messages {
  let byOwn = merged.get(shell);
  if (!byOwn) merged.set(shell, (byOwn = new WeakMap()));
  let messages = byOwn.get(own);
  if (!messages) byOwn.set(own, (messages = { ...shell, ...own } as Messages));
  return messages;
}

/**
 * Its screen's messages over the shell's, for what it wraps: at once when loaded, else it suspends until they are.
 * react-intl's provider only: react-aria's, above, has the same locale.
 */
export function ScreenMessages({ screen, children }: { screen: CatalogueScreen; children: ReactNode }) {
  const intl = useIntl();
  const own = use(awaitedMessages(screen, toLocale(intl.locale)));
  return <RawIntlProvider value={intlOf(intl.locale, mergedMessages(intl.messages, own))}>{children}</RawIntlProvider>;
}

/** A screen component that renders inside its messages. */
export function withScreenMessages<P extends object>(screen: CatalogueScreen, Screen: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <ScreenMessages screen={screen}>
      <Screen {...props} />
    </ScreenMessages>
  );
  Wrapped.displayName = `WithMessages(${Screen.displayName ?? Screen.name})`;
  return Wrapped;
}
