import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';

/** Development only (`?inspect`): streams every actor of the shell to the Stately inspector window. */
export function createInspector(): Observer<InspectionEvent> {
  return createBrowserInspector().inspect;
}
