import { createContext, useContext } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * The machines of a content's widgets (FAQ accordions, sliders, block links), by widget id: the children of the
 * machine that loaded the content (a CMS page, a block link). Content shown elsewhere has none, and its widgets
 * show without behaviour.
 */
export const ContentWidgets = createContext<Partial<Record<string, AnyActorRef>>>({});

export function useWidget<A extends AnyActorRef>(id: string | undefined): A | undefined {
  const widgets = useContext(ContentWidgets);
  return id ? (widgets[id] as A | undefined) : undefined;
}
