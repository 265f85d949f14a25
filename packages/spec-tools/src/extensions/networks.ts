// `x-networks` on NetworkErrorCategory: which card network sends which category, so
// <NetworkErrorCategories> can group the values. `paydocs/networks` checks the values are the enum's.
import { z } from 'zod';
import { defineExtension } from './contract.ts';

/** Network name (`VISA`) to the enum values it uses. */
export type Networks = Record<string, string[]>;

export const networks = defineExtension({
  key: 'x-networks',
  on: ['Schema'],
  summary: 'which card network uses which value of the enum, for <NetworkErrorCategories>',
  rules: ['paydocs/networks'],
  shape: z.record(z.string(), z.array(z.string()).min(1).meta({ uniqueItems: true })),
});
