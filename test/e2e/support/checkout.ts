import type { Locator } from 'playwright-core';

/** The address the browser tests' shopper types at checkout's shipping step (Lyon, a French mobile number). */
export async function typeShippingAddress(step: Locator): Promise<void> {
  await step.getByLabel(/^Prénom/).fill('Léa');
  await step.getByLabel(/^Nom/).fill('Martin');
  await step.getByLabel(/^Adresse \*/).fill('12 rue des Lilas');
  await step.getByLabel(/^Code postal/).fill('69003');
  await step.getByLabel(/^Ville/).fill('Lyon');
  await step.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
}
