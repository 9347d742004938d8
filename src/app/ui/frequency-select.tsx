import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

/**
 * A subscription's delivery frequency among `frequencies` (days), as react-aria's Select: the product page's offer
 * and the subscriptions of the account both choose with it, each naming a frequency in its own screen's messages
 * (`every`): a page loaded on its own has its screen's catalogue, not the other's.
 */
export function FrequencySelect({ className, name, label, every, frequencies, frequency, onChange, isDisabled }: {
  className: string;
  name: string;
  label: string;
  every: (days: number) => string;
  frequencies: readonly number[];
  frequency: number;
  onChange: (frequency: number) => void;
  isDisabled?: boolean;
}) {
  return (
    <Select
      className={className}
      selectedKey={String(frequency)}
      onSelectionChange={(key) => onChange(Number(key))}
      isDisabled={isDisabled}
      name={name}
    >
      <Label>{label}</Label>
      <Button className="select__button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="select__popover">
        <ListBox className="select__list">
          {frequencies.map((days) => (
            <ListBoxItem key={days} id={String(days)} className="select__option">
              {every(days)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
