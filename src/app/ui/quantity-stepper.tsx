import { useSelector } from '@xstate/react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import {
  selectCanDecrement,
  selectCanIncrement,
  selectQuantity,
  selectQuantityError,
  selectQuantityText,
  type QuantityStepperActor,
  type QuantityStepperEvent,
} from '../../../machines/quantity-stepper.machine';
import { useT } from '../i18n/use-t';
import { Icon } from './icons';

/**
 * The quantity stepper (spec §2): − and + buttons around a field the shopper can type in. Whatever is typed stays
 * in the field; when it is not a valid quantity, the field is marked invalid and the message (tied to the field)
 * says why. The rule and the state live in the stepper's machine. Given `onCommit`, the quantity the shopper
 * settles on is handed over: at each step of a button, and when a typed quantity is left (Enter, or focus
 * moving away) — never while invalid.
 */
export function QuantityStepper({
  stepper,
  isDisabled = false,
  label,
  isLabelHidden = false,
  onCommit,
}: {
  stepper: QuantityStepperActor;
  isDisabled?: boolean;
  /** The field's name when "Quantity" alone would not tell which (a line of the cart). */
  label?: string;
  /** The label is for screen readers only (where what the field is for shows around it). */
  isLabelHidden?: boolean;
  onCommit?: (quantity: number) => void;
}) {
  const t = useT();
  const text = useSelector(stepper, selectQuantityText);
  const error = useSelector(stepper, selectQuantityError);
  const canDecrement = useSelector(stepper, selectCanDecrement);
  const canIncrement = useSelector(stepper, selectCanIncrement);
  const commit = () => {
    const quantity = selectQuantity(stepper.getSnapshot());
    if (onCommit && quantity !== null) onCommit(quantity);
  };
  const step = (event: QuantityStepperEvent) => {
    stepper.send(event);
    commit();
  };
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
          onClick={() => step({ type: 'quantity.decrement' })}
        >
          <Icon name="minus" size={20} />
        </button>
        <Input
          className="quantity__input"
          inputMode="numeric"
          autoComplete="off"
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
        />
        <button
          type="button"
          className="quantity__button"
          aria-label={t('quantity.increase')}
          disabled={isDisabled || !canIncrement}
          onClick={() => step({ type: 'quantity.increment' })}
        >
          <Icon name="plus" size={20} />
        </button>
      </div>
      <FieldError className="quantity__error">{error && t(error.message, 'values' in error ? error.values : undefined)}</FieldError>
    </TextField>
  );
}
