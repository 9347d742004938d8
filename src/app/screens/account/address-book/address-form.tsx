import { selectBusy, selectFailure, selectForm, selectIsNew, type AddressBookActor } from '../../../../../machines/address-book.machine';
import { ADDRESS_BOOK_FIELDS } from '../../../../domain/address-book';
import type { AddressField } from '../../../../domain/checkout';
import { useT } from '../../../i18n/use-t';
import { AddressFields } from '../../../ui/address-fields';
import { CheckboxField, focusFirstInvalid, FormFailure, SubmitButton } from '../../../ui/form-fields';
import { usePage, usePageState } from '../../page-actor';

/** One function for every render, so that React calls it only when the heading mounts. */
const focusOnOpen = (element: HTMLElement | null) => element?.focus();

/**
 * A new address or a change to one, in place of the list (room enough at 375 px): checkout's fields and autocomplete
 * values, and whether it is the default for shipping or billing. What was typed stays through any failure.
 */
export function AddressForm() {
  const t = useT();
  const page = usePage('addressBook');
  const form = usePageState(selectForm);
  const isNew = usePageState(selectIsNew);
  const busy = usePageState(selectBusy);
  const failure = usePageState(selectFailure);
  const errors = form.showErrors ? form.errors : {};
  return (
    <form
      className="form address-form"
      noValidate
      aria-labelledby="address-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        page.send({ type: 'submit' });
        focusFirstInvalid(event.currentTarget, ADDRESS_BOOK_FIELDS, page.getSnapshot().context.form.errors);
      }}
    >
      {/* The heading takes the focus when the form opens, so that it is read out. */}
      <h2 id="address-form-title" className="address-form__title" tabIndex={-1} ref={focusOnOpen}>
        {t(isNew ? 'accountArea.addressBook.newTitle' : 'accountArea.addressBook.editTitle')}
      </h2>
      {failure && <FormFailure>{t(`accountArea.addressBook.error.${failure}`)}</FormFailure>}
      <AddressFields<AddressField>
        withEmail={false}
        countryName={t('accountArea.addressBook.country')}
        values={form.values}
        errors={errors}
        readOnly={busy}
        onChange={(field, value) => page.send({ type: 'field.change', field, value })}
      />
      {(['defaultShipping', 'defaultBilling'] as const).map((field) => (
        <CheckboxField
          key={field}
          name={field}
          label={t(field === 'defaultShipping' ? 'accountArea.addressBook.setDefaultShipping' : 'accountArea.addressBook.setDefaultBilling')}
          optional
          error={null}
          checked={form.values[field] === true}
          onChecked={(checked) => page.send({ type: 'field.change', field, value: checked })}
        />
      ))}
      <div className="address-form__actions">
        <SubmitButton busy={busy} label={t('accountArea.addressBook.save')} busyLabel={t('accountArea.addressBook.saving')} />
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => page.send({ type: 'cancel' })}>
          {t('accountArea.addressBook.cancel')}
        </button>
      </div>
    </form>
  );
}
