import { fromPromise } from 'xstate';
import { pointsOfSaleMachine, type PointsOfSaleInput } from '../../../../machines/points-of-sale.machine';
import type { PointOfSale } from '../../../domain/stores';
import { locateDevice } from '../device-location';
import { load } from '../load-data';
import type { PageLogic } from '../page-logic';

/** A store's page and the list of stores, whose finder asks the device where it is. */
export const storesLogic: PageLogic = (services) =>
  pointsOfSaleMachine.provide({
    actors: {
      loadPointsOfSale: load<PointOfSale[], PointsOfSaleInput>((d, input) => d.loadPointsOfSale(services, input)),
      locateDevice: fromPromise(locateDevice),
    },
  });
