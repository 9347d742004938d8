import { fromPromise } from 'xstate';
import { contactMachine } from '../../../../machines/contact.machine';
import { botProtectionLogic } from '../bot-protection';
import { loadContactPage, sendContactMessage } from '../contact';
import type { PageLogic } from '../page-logic';

/** The contact page's machine with its data. */
export const contactLogic: PageLogic = (services) =>
  contactMachine.provide({
    actors: {
      loadContactPage: fromPromise(() => loadContactPage(services)),
      sendContactMessage: fromPromise(({ input }) => sendContactMessage(services, input)),
      botProtection: botProtectionLogic(services),
    },
  });
