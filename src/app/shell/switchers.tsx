import { Suspense } from 'react';
import { selectCurrencySwitcherShown, selectStoreSwitcherShown, selectSwitchersShown } from '../../../machines/app.machine';
import type { SwitcherPlace, SwitchersActor } from '../../../machines/switchers.machine';
import { switcherMenu, switchersView } from './panels';
import { useShell } from './shell-actor';

/**
 * The store and currency switchers' place in the header's top bar or the footer (spec §2). With one store view and
 * one currency there is nothing to switch: nothing shows and their code never loads (spec §9).
 */
export function Switchers({ place }: { place: SwitcherPlace }) {
  const shown = useShell(selectSwitchersShown);
  const storeShown = useShell(selectStoreSwitcherShown);
  const currencyShown = useShell(selectCurrencySwitcherShown);
  // The app declares the child without its logic, which comes with the shop's choices (switchers-logic.ts).
  const switchers = useShell((s) => s.children.switchers) as SwitchersActor | undefined;
  if (!shown || !switchers) return null;
  return (
    <Suspense fallback={null}>
      <switchersView.Component switchers={switchers} place={place} storeShown={storeShown} currencyShown={currencyShown} menuPanel={switcherMenu} />
    </Suspense>
  );
}
