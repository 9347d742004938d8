import { Label, Radio, RadioGroup } from 'react-aria-components';
import {
  selectChosenMethod,
  selectErrors,
  selectMethods,
  selectPickupPlace,
  selectSubmitting,
  type CheckoutActor,
  type CheckoutSnapshot,
} from '../../../../machines/checkout.machine';
import type { ShippingMethod } from '../../../domain/checkout';
import { shippingName } from '../../../domain/shipping-name';
import { useT } from '../../i18n/use-t';
import { Price } from '../../ui/price';
import { PickupPlacePicker } from './pickup-place-picker';
import { StepForm } from './step-form';
import { usePage, usePageState } from '../page-actor';

const keyOf = (method: ShippingMethod) => `${method.carrierCode}|${method.methodCode}`;

/** A method's name and price ("Free" at 0). */
export function MethodLabel({ method }: { method: ShippingMethod }) {
  const t = useT();
  return (
    <span className="shipping-method">
      <span className="shipping-method__title">
        {shippingName(method.carrierTitle, method.methodTitle)}
      </span>
      <span className="shipping-method__price">{method.amount.value === 0 ? t('cartPage.free') : <Price amount={method.amount} />}</span>
    </span>
  );
}

/** The methods the backend offers for the address (spec §4 "shipping-methods request and receive"). */
export function ShippingMethodForm() {
  const t = useT();
  const checkout = usePage('checkout');
  const methods = usePageState(selectMethods);
  const chosen = usePageState(selectChosenMethod);
  const busy = usePageState(selectSubmitting);
  const failure = usePageState((s: CheckoutSnapshot) => selectErrors(s).shippingMethod);
  const picker = usePageState(selectPickupPlace);
  if (!methods.length) return <p className="checkout-form__notice">{t('checkout.shippingMethod.none')}</p>;
  return (
    <StepForm
      failure={failure}
      busy={busy}
      onSubmit={() => {
        checkout.send({ type: 'shippingMethod.submit' });
      }}
    >
      <RadioGroup
        className="shipping-methods"
        value={chosen ? keyOf(chosen) : null}
        isReadOnly={busy}
        onChange={(key) => {
          const [carrierCode = '', methodCode = ''] = key.split('|');
          checkout.send({ type: 'shippingMethod.select', carrierCode, methodCode });
        }}
      >
        {/* Named by the step; the prompt to choose shows once, below, until a method is chosen. */}
        <Label className="visually-hidden">{t('checkout.step.shippingMethod')}</Label>
        {methods.map((method) => (
          <Radio key={keyOf(method)} value={keyOf(method)} className="shipping-methods__option">
            <MethodLabel method={method} />
          </Radio>
        ))}
      </RadioGroup>
      {!chosen && <p className="form-field__hint">{t('checkout.shippingMethod.choose')}</p>}
      {picker && <PickupPlacePicker picker={picker} readOnly={busy} />}
    </StepForm>
  );
}
