import { useSelector } from '@xstate/react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import {
  selectCanDecrement,
  selectCanIncrement,
  selectQuantityError,
  selectQuantityText,
  type QuantityStepperActor,
} from '../../../machines/quantity-stepper.machine';
import { useT } from '../i18n/use-t';
import { Icon } from './icons';

/**
 * The quantity stepper (spec §2): − and + buttons around a field the shopper can type in. Whatever is typed stays
 * in the field; when it is not a valid quantity, the field is marked invalid and the message (tied to the field)
 * says why. The rule and the state live in the stepper's machine, and so does when a quantity is settled on
 * (the field tells it when it is left: Enter, or the focus moving away).
 */
export function QuantityStepper({
  stepper,
  isDisabled = false,
  label,
  isLabelHidden = false,
}: {
  stepper: QuantityStepperActor;
  isDisabled?: boolean;
  /** The field's name when "Quantity" alone would not tell which (a line of the cart). */
  label?: string;
  /** The label is for screen readers only (where what the field is for shows around it). */
  isLabelHidden?: boolean;
}) {
  const t = useT();
  const text = useSelector(stepper, selectQuantityText);
  const error = useSelector(stepper, selectQuantityError);
  const canDecrement = useSelector(stepper, selectCanDecrement);
  const canIncrement = useSelector(stepper, selectCanIncrement);
  const leave = () => stepper.send({ type: 'quantity.leave' });
  return (
    <TextField
      className="quantity"
      value={text}
      onChange={(typed) => stepper.send({ type: 'quantity.type', text: typed })}
      isInvalid={error !== null}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Label className={isLabelHidden ? 'visually-hidden' : 'quantity__label'}>{label ?? t('quantity.label')}</Label>
      <div className="quantity__controls">
        <button
          type="button"
          className="quantity__button"
          aria-label={t('quantity.decrease')}
          disabled={isDisabled || !canDecrement}
          onClick={() => stepper.send({ type: 'quantity.decrement' })}
        >
          <Icon name="minus" size={20} />
        </button>
        <Input
          className="quantity__input"
          inputMode="numeric"
          autoComplete="off"
          onBlur={leave}
          onKeyDown={(event) => event.key === 'Enter' && leave()}
        />
        <button
          type="button"
          className="quantity__button"
          aria-label={t('quantity.increase')}
          disabled={isDisabled || !canIncrement}
          onClick={() => stepper.send({ type: 'quantity.increment' })}
        >
          <Icon name="plus" size={20} />
        </button>
      </div>
      <FieldError className="quantity__error">{error && t(error.message, 'values' in error ? error.values : undefined)}</FieldError>
    </TextField>
  );
}
