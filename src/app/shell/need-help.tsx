import { useSelector } from '@xstate/react';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { sameNeedHelpView, selectNeedHelpView, type NeedHelpActor } from '../../../machines/need-help.machine';
import { mailtoHref, openingTimes, telHref, type NeedHelp as NeedHelpData } from '../../domain/need-help';
import { withScreenMessages } from '../i18n/screen-messages';
import { useT } from '../i18n/use-t';
import { Icon } from '../ui/icons';
import { useShell } from './shell-actor';

/** The checkout header's Need Help menu (spec §2), on the shell's need-help actor; its messages are checkout's. */
export const NeedHelp = withScreenMessages('checkout', function NeedHelp() {
  const menu = useShell((s) => s.children.needHelp);
  return menu ? <NeedHelpView menu={menu} /> : null;
});

/**
 * A disclosure (react-aria's: the trigger says whether it is expanded and which panel it controls) that opens on
 * hover, focus or a tap on its trigger, and closes when the pointer leaves it, focus moves elsewhere, on Escape or a
 * tap on its mask. A press only opens it: a click after hovering, or a tap after the focus a tap gives, must not close
 * it again at once. Its panel stays in the page, hidden until opened (the browser's find-in-page opens it too).
 */
export function NeedHelpView({ menu }: { menu: NeedHelpActor }) {
  const t = useT();
  const view = useSelector(menu, selectNeedHelpView, sameNeedHelpView);
  const open = view.state !== 'closed';
  const send = (type: 'open' | 'close') => menu.send({ type });

  // Hover is a mouse affair: a tap fires pointer events too, and opens through the trigger's press instead.
  const mouse = (event: PointerEvent) => event.pointerType === 'mouse';

  // Focus moving to another element of the page closes it; focus dropped on nothing (a tap on the mask, a click on
  // the page) leaves that to the mask and the pointer.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) send('close');
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      send('close');
    }
  }

  return (
    <>
      {open && <div className="need-help__mask" data-testid="need-help-mask" aria-hidden="true" onClick={() => send('close')} />}
      <div
        className="need-help"
        data-open={open || undefined}
        onPointerEnter={(event) => mouse(event) && send('open')}
        onPointerLeave={(event) => mouse(event) && open && send('close')}
        onFocus={() => send('open')}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        <Disclosure isExpanded={open} onExpandedChange={(expanded) => expanded && send('open')}>
          <Button slot="trigger" className="need-help__trigger">
            <Icon name="help" size={20} />
            <span>{t('needHelp.trigger')}</span>
            <Icon name="chevronDown" size={16} />
          </Button>
          <DisclosurePanel className="need-help__panel" aria-busy={view.state === 'loading'}>
            <div className="need-help__card">
              {view.state === 'loading' && (
                <div className="need-help__loading" data-testid="need-help-shimmer">
                  <span className="visually-hidden">{t('needHelp.loading')}</span>
                  <span className="need-help__shimmer" />
                  <span className="need-help__shimmer" />
                </div>
              )}
              {view.state === 'failed' && (
                <p className="need-help__error" role="alert">
                  {t('needHelp.error')}
                </p>
              )}
              {view.state === 'shown' && <ContactDetails help={view.help} />}
            </div>
          </DisclosurePanel>
        </Disclosure>
      </div>
    </>
  );
}

/** The phone as a tel: link with the opening days, hours and timezone; the e-mail address as a mailto: link. */
function ContactDetails({ help }: { help: NeedHelpData }) {
  const t = useT();
  const intl = useIntl();
  const time = (hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
    return intl.formatTime(Date.UTC(1970, 0, 1, hours, minutes), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  };
  const phone = help.phone?.trim();
  const email = help.email?.trim();
  const times = openingTimes(help);
  const schedule =
    times?.days && times.hours
      ? t('needHelp.schedule', { startDay: times.days.start, endDay: times.days.end, startTime: time(times.hours.start), endTime: time(times.hours.end) })
      : times?.days
        ? t('needHelp.scheduleDays', { startDay: times.days.start, endDay: times.days.end })
        : times?.hours
          ? t('needHelp.scheduleHours', { startTime: time(times.hours.start), endTime: time(times.hours.end) })
          : null;
  return (
    <ul className="need-help__list">
      {phone && (
        <li className="need-help__item">
          <Icon name="phone" size={20} />
          <div>
            <p className="need-help__label">{t('needHelp.phone')}</p>
            <a className="need-help__link" href={telHref(phone)}>
              {phone}
            </a>
            {schedule && <p className="need-help__hours">{schedule}</p>}
            {schedule && times?.timezone && <p className="need-help__hours">{t('needHelp.timezone', { timezone: times.timezone })}</p>}
          </div>
        </li>
      )}
      {email && (
        <li className="need-help__item">
          <Icon name="mail" size={20} />
          <div>
            <p className="need-help__label">{t('needHelp.email')}</p>
            <a className="need-help__link" href={mailtoHref(email)}>
              {email}
            </a>
          </div>
        </li>
      )}
    </ul>
  );
}
