import { Link } from 'wouter';
import { useT } from '../i18n/use-t';
import { Icon } from '../ui/icons';

/** A guest sees "Sign In" (spec §2); the signed-in greeting and account menu come with accounts. */
export function AccountTrigger() {
  const t = useT();
  return (
    <Link href="/sign-in" className="header__account">
      <Icon name="user" />
      <span className="header__account-label">{t('header.signIn')}</span>
    </Link>
  );
}
