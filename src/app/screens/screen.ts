import type { ComponentType } from 'react';
import type { InputFrom } from 'xstate';
import type { MachineName, machines } from '../../../machines/index';
import type { ScreenInput, ScreenKind } from '../../domain/screens';
import type { CatalogueScreen } from '../i18n/screen-messages';
import type { PageLogic } from '../services/page-logic';

/**
 * The app's part of a screen, in the screen's folder (`<name>.screen.ts`): its route rows and its machine's input are
 * its entry of src/domain/screens.ts (the router reads them, and it never imports the app). The build reads the
 * `kind`, `view` and `logic` lines of each such file as written here, to list each screen's chunks (esbuild.config.ts).
 */
export interface AppScreen<K extends ScreenKind = ScreenKind> {
  kind: K;
  /** Its chart, by its name in machines/index.ts: its model walks it, and `usePage` gives its actor that type. */
  chart: MachineName;
  /** Its view, in a chunk of its own. */
  view: () => Promise<ComponentType<object>>;
  /** Its machine with its data services, in a chunk of its own; `shell` for those the shell's code has (shop-logic.ts). */
  logic: (() => Promise<PageLogic>) | 'shell';
  /** The catalogue its messages are in, when not the shell's: a navigation waits for it with the screen's code. */
  messages?: CatalogueScreen;
}

/** The input its entry of src/domain/screens.ts makes must be the one its chart takes. */
type InputFits<S extends AppScreen> = [ScreenInput<S['kind']>] extends [InputFrom<(typeof machines)[S['chart']]>]
  ? unknown
  : { input: `${S['kind']}: its entry in src/domain/screens.ts does not make the input of ${S['chart']}` };

export const defineScreen = <const S extends AppScreen>(screen: S & InputFits<S>): S => screen;
