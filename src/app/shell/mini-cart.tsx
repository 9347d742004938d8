import { selectMinicartOpen } from '../../../machines/app.machine';
import { useT } from '../i18n/use-t';
import { SidePanel } from '../ui/side-panel';
import { useShell, useShellActor } from './shell-actor';

/** The mini cart in the side panel (spec §2); its items arrive with the cart. */
export function MiniCart() {
  const t = useT();
  const app = useShellActor();
  const open = useShell(selectMinicartOpen);
  return (
    <SidePanel isOpen={open} onClose={() => app.send({ type: 'minicart.close' })} title={t('miniCart.title')}>
      <p className="mini-cart__empty">{t('miniCart.empty')}</p>
    </SidePanel>
  );
}
