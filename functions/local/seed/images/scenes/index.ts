import type { SceneName } from '#functions/local/seed/suppliers/supplier-seed.ts';
import { containerYard } from './container-yard.ts';
import { factoryHall } from './factory-hall.ts';
import { laboratory } from './laboratory.ts';
import type { SceneBrand } from './scene.ts';
import { warehouse } from './warehouse.ts';

/** Company and post pictures that only need the supplier's colours and name. */
export const SCENES: Record<SceneName, (brand: SceneBrand) => string> = {
  'factory-hall': factoryHall,
  warehouse,
  laboratory,
  'container-yard': containerYard,
};
