import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { selectContactEnabled, selectFeatures } from '../../../machines/app.machine';
import { sameCategoryTreeView, selectCategoryTreeView, type CategoryTreeActor } from '../../../machines/category-tree.machine';
import { selectForm, selectNavDrawerView, selectSignedIn, selectTrail, type NavDrawerActor, type NavDrawerEvent, type NavDrawerView as DrawerView } from '../../../machines/nav-drawer.machine';
import { menuLevel, type MenuLevel } from '../../domain/navigation';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/use-t';
import { Icon } from '../ui/icons';
import { ShopLink } from '../ui/shop-link';
import { SidePanel } from '../ui/side-panel';
import { NavDrawerAccountView } from './nav-drawer-account';
import { CONTACT_PATH, contactLinkShown } from './contact-link';
import { useShell, useShellActor } from './shell-actor';
import { StoreSwitcher } from './store-switcher';

const TITLES: Record<Exclude<DrawerView, 'menu'>, MessageId> = {
  signIn: 'navigation.signIn',
  createAccount: 'navigation.createAccount',
  forgotPassword: 'navigation.forgotPassword',
  myAccount: 'navigation.myAccount',
};

/** The navigation drawer (opened as "nav"), shown while the app runs its machine. */
export function NavDrawer() {
  const app = useShellActor();
  const drawer = useShell((s) => s.children.navDrawer);
  const tree = useShell((s) => s.children.categoryTree);
  return drawer && tree ? <NavDrawerView drawer={drawer} tree={tree} onClose={() => app.send({ type: 'drawer.close' })} /> : null;
}

/**
 * The drawer (spec §2, §4): the category tree drilled into level by level, the contact link, the store switcher
 * and the account bar; the account views open as a panel over the tree. The header's back button follows the
 * drawer's back rules; the close button, Escape and the mask close it.
 */
export function NavDrawerView({ drawer, tree, onClose }: { drawer: NavDrawerActor; tree: CategoryTreeActor; onClose: () => void }) {
  const t = useT();
  const view = useSelector(drawer, selectNavDrawerView);
  const contactEnabled = useShell(selectContactEnabled);
  const features = useShell(selectFeatures);
  const trail = useSelector(drawer, selectTrail);
  const signedIn = useSelector(drawer, selectSignedIn);
  const form = useSelector(drawer, selectForm);
  const categories = useSelector(tree, selectCategoryTreeView, sameCategoryTreeView);
  const level = categories.state === 'ready' ? menuLevel(categories.categories, trail) : null;
  const title = view === 'menu' ? (level?.category?.name ?? t('navigation.title')) : t(TITLES[view]);
  return (
    <SidePanel isOpen onClose={onClose} title={title} side="left" onBack={() => drawer.send({ type: 'back' })}>
      <div className="nav-drawer">
        <div className="nav-drawer__menu" inert={view !== 'menu'}>
          {categories.state === 'loading' && (
            <ul className="nav-drawer__loading" aria-hidden="true" data-testid="nav-drawer-shimmer">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i} className="nav-drawer__shimmer" />
              ))}
            </ul>
          )}
          {categories.state === 'failed' && (
            <p className="nav-drawer__error">
              {t('navigation.error')}
              <button type="button" className="button button--secondary" onClick={() => tree.send({ type: 'retry' })}>
                {t('common.retry')}
              </button>
            </p>
          )}
          {level && <CategoryLevel level={level} send={(event) => drawer.send(event)} />}
          {contactLinkShown(contactEnabled, features) && (
            <ul className="nav-drawer__links">
              <li>
                <ShopLink href={CONTACT_PATH}>
                  <Icon name="mail" size={18} />
                  {t('navigation.contact')}
                </ShopLink>
              </li>
            </ul>
          )}
          <StoreSwitcher />
          <div className="nav-drawer__account-bar">
            <button type="button" className="button button--secondary" onClick={() => drawer.send({ type: 'account.open' })}>
              <Icon name="user" size={18} />
              {t(signedIn ? 'navigation.myAccount' : 'navigation.signIn')}
            </button>
          </div>
        </div>
        {view !== 'menu' && <NavDrawerAccountView key={view} view={view} form={form} send={(event) => drawer.send(event)} />}
      </div>
    </SidePanel>
  );
}

/**
 * One level of the tree: a category with children opens its level (its button moves focus to the new level's
 * first entry), one without is a link; below the root, a link to all of the category's products comes first.
 */
function CategoryLevel({ level, send }: { level: MenuLevel; send: (event: NavDrawerEvent) => void }) {
  const t = useT();
  // Set by a category's button: the next level's list, once mounted, takes the focus.
  const drilled = useRef(false);
  const focusFirst = (list: HTMLElement | null) => {
    if (!list || !drilled.current) return;
    drilled.current = false;
    list.querySelector<HTMLElement>('a, button')?.focus();
  };
  return (
    <nav className="nav-drawer__tree" aria-label={t('navigation.categories')}>
      <ul key={level.trail.join('/')} ref={focusFirst} className="nav-list">
        {level.category && (
          <li>
            <ShopLink href={level.category.href} className="nav-list__all">
              {t('navigation.allProducts', { name: level.category.name })}
            </ShopLink>
          </li>
        )}
        {level.items.map((item) => (
          <li key={item.uid}>
            {item.children.length > 0 ? (
              <button
                type="button"
                className="nav-list__branch"
                onClick={() => {
                  drilled.current = true;
                  send({ type: 'category.open', uid: item.uid });
                }}
              >
                {item.name}
                <Icon name="chevronRight" size={20} />
              </button>
            ) : (
              <ShopLink href={item.href}>{item.name}</ShopLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
