import { fromPromise } from 'xstate';
import { accountInformationMachine } from '../../../../machines/account-information.machine';
import { communicationsMachine } from '../../../../machines/communications.machine';
import type { PageLogic } from '../page-logic';
import {
  changeEmail, changePassword, confirmGdprRequest, loadCommunications, loadProfile, recordConsent, requestGdpr, saveName, saveSubscription,
} from '../profile';

/** The account information page's machine with its data; it loads with the page's code, which only a browser renders. */
export const accountInformationLogic: PageLogic = (services) =>
  accountInformationMachine.provide({
    actors: {
      loadProfile: fromPromise(() => loadProfile(services)),
      confirmGdprRequest: fromPromise(({ input }) => confirmGdprRequest(services, input)),
      saveName: fromPromise(({ input }) => saveName(services, input)),
      changeEmail: fromPromise(({ input }) => changeEmail(services, input)),
      changePassword: fromPromise(({ input }) => changePassword(services, input)),
      recordConsent: fromPromise(({ input }) => recordConsent(services, input)),
      requestGdpr: fromPromise(({ input }) => requestGdpr(services, input)),
    },
  });

export const communicationsLogic: PageLogic = (services) =>
  communicationsMachine.provide({
    actors: {
      loadCommunications: fromPromise(() => loadCommunications(services)),
      saveSubscription: fromPromise(({ input }) => saveSubscription(services, input)),
    },
  });
