import type { RefObject } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import type { SwitchersActor } from '../../../machines/switchers.machine';
import { useKeyboardOpened } from '../ui/keyboard-opened';

/**
 * A switcher's menu (react-aria's): the store views or currencies, the current one checked. A choice, Escape or a
 * click outside closes it.
 */
export function SwitcherMenu({
  switchers, triggerRef, byKeyboard, label, items, selected, onChoose,
}: {
  switchers: SwitchersActor;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Opened by Enter or Space on its trigger. */
  byKeyboard: boolean;
  label: string;
  items: readonly { id: string; name: string }[];
  selected: string;
  onChoose: (id: string) => void;
}) {
  useKeyboardOpened(byKeyboard);
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => open || switchers.send({ type: 'menu.close' })}
      placement="bottom end"
      className="switchers__popover"
      aria-label={label}
      // The trigger toggles the menu itself.
      shouldCloseOnInteractOutside={(element) => !triggerRef.current?.contains(element)}
    >
      <Menu
        aria-label={label}
        autoFocus="first"
        className="switchers__menu"
        selectionMode="single"
        selectedKeys={[selected]}
        disallowEmptySelection
        onAction={(key) => onChoose(String(key))}
      >
        {items.map((item) => (
          <MenuItem key={item.id} id={item.id} textValue={item.name} className="switchers__item">
            {item.name}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}
