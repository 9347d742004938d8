import { useSelector } from '@xstate/react';
import { Suspense, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  selectCurrencyChoice, selectOpenMenu, selectStoreCode, selectStores, selectSwitchFailed, selectSwitching, type SwitcherMenu,
  type SwitcherPlace, type SwitchersActor,
} from '../../../machines/switchers.machine';
import { withScreenMessages } from '../i18n/screen-messages';
import { useT } from '../i18n/use-t';
import { Icon } from '../ui/icons';
import type { switcherMenu } from './panels';

type SwitcherMenuPanel = typeof switcherMenu;

/**
 * The store and currency switchers of the header's top bar or the footer (spec §2): each hides itself with only one
 * option (spec §9). Their menus (react-aria's) load when the shopper reaches for a trigger.
 */
export const SwitchersView = withScreenMessages('switchers', function SwitchersView({
  switchers, place, storeShown, currencyShown, menuPanel: switcherMenu,
}: {
  switchers: SwitchersActor;
  place: SwitcherPlace;
  /** Which switchers have a choice to offer (the shell tells: it shows them). */
  storeShown: boolean;
  currencyShown: boolean;
  /** The menus' code (panels.ts), fetched when the shopper reaches for a trigger. */
  menuPanel: SwitcherMenuPanel;
}) {
  const t = useT();
  const [path] = useLocation();
  const search = useSearch();
  const open = useSelector(switchers, selectOpenMenu(place));
  const switching = useSelector(switchers, selectSwitching);
  const failed = useSelector(switchers, selectSwitchFailed);
  const stores = useSelector(switchers, selectStores);
  const storeCode = useSelector(switchers, selectStoreCode);
  const currency = useSelector(switchers, selectCurrencyChoice);
  const storeRef = useRef<HTMLButtonElement>(null);
  const currencyRef = useRef<HTMLButtonElement>(null);
  const byKeyboard = useRef(false);
  if (!storeShown && !currencyShown) return null;
  const storeName = stores.find((store) => store.store_code === storeCode)?.store_name ?? storeCode;
  const trigger = (menu: SwitcherMenu, ref: typeof storeRef, label: string, value: string) => (
    <button
      ref={ref}
      type="button"
      className="switchers__trigger"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={open === menu}
      disabled={switching}
      onPointerEnter={switcherMenu.preload}
      onFocus={switcherMenu.preload}
      onClick={(event) => {
        byKeyboard.current = event.detail === 0;
        switchers.send({ type: 'menu.toggle', menu, place });
      }}
    >
      {value}
      <Icon name="chevronDown" size={16} />
    </button>
  );
  return (
    <div className={`switchers switchers--${place}`} role="group" aria-label={t('switchers.label')} aria-busy={switching || undefined}>
      {storeShown && trigger('store', storeRef, t('switchers.storeTrigger', { store: storeName }), storeName)}
      {currencyShown && trigger('currency', currencyRef, t('switchers.currencyTrigger', { currency: currency.current }), currency.current)}
      {failed && (
        <p className="switchers__failed" role="alert">
          {t('switchers.failed')}
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <switcherMenu.Component
            switchers={switchers}
            triggerRef={open === 'store' ? storeRef : currencyRef}
            byKeyboard={byKeyboard.current}
            label={t(open === 'store' ? 'switchers.storeMenu' : 'switchers.currencyMenu')}
            items={open === 'store' ? stores.map((store) => ({ id: store.store_code, name: store.store_name })) : currency.available.map((code) => ({ id: code, name: code }))}
            selected={open === 'store' ? storeCode : currency.current}
            onChoose={(id) =>
              switchers.send(open === 'store' ? { type: 'store.choose', storeCode: id, path, search: search ? `?${search}` : '' } : { type: 'currency.choose', currency: id })
            }
          />
        </Suspense>
      )}
    </div>
  );
});
