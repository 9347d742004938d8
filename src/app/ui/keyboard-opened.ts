import { useLayoutEffect } from 'react';
import { setInteractionModality } from 'react-aria-components';

/**
 * A menu opened from the keyboard by a header trigger. The triggers are native buttons, and Enter or Space clicks one
 * with no pointer (the click's detail is 0): react-aria takes such a click for a screen reader's and defers each focus
 * move until running animations end, so the menu's first focus (the list itself, its items arriving a render later)
 * lands after the first item's and the item never gets it. Known as keyboard-opened, the first item takes the focus at
 * once. A layout effect: it runs before react-aria's own effects move the focus.
 */
export function useKeyboardOpened(byKeyboard: boolean) {
  useLayoutEffect(() => {
    if (byKeyboard) setInteractionModality('keyboard');
  }, [byKeyboard]);
}
