// The whole seed catalogue, family by family.
import type { SeedProduct } from '../types';
import { beauty } from './beauty';
import { children } from './children';
import { immunity } from './immunity';
import { minerals } from './minerals';
import { omega3 } from './omega3';
import { packs } from './packs';
import { plants } from './plants';
import { probiotics } from './probiotics';
import { sleepStress } from './sleep-stress';
import { sport } from './sport';
import { vitamins } from './vitamins';

export const products: SeedProduct[] = [
  ...vitamins,
  ...minerals,
  ...omega3,
  ...probiotics,
  ...plants,
  ...sleepStress,
  ...immunity,
  ...sport,
  ...beauty,
  ...children,
  ...packs,
];
