import { angleGrinder } from './angle-grinder.ts';
import { ballValve } from './ball-valve.ts';
import { bearing } from './bearing.ts';
import { cableCoil } from './cable-coil.ts';
import { centrifugalPump } from './centrifugal-pump.ts';
import { circuitBreaker } from './circuit-breaker.ts';
import { drill } from './drill.ts';
import { hexBolt } from './hex-bolt.ts';
import type { Illustration } from './illustration.ts';
import { industrialPlug } from './industrial-plug.ts';
import { nutWasher } from './nut-washer.ts';
import { pillowBlock } from './pillow-block.ts';
import { safetyHelmet } from './safety-helmet.ts';
import { socketScrew } from './socket-screw.ts';
import { workGloves } from './work-gloves.ts';

/** Every product drawing, by the kind of product it shows. */
export const ILLUSTRATIONS = {
  drill,
  'angle-grinder': angleGrinder,
  'ball-valve': ballValve,
  'centrifugal-pump': centrifugalPump,
  bearing,
  'pillow-block': pillowBlock,
  'hex-bolt': hexBolt,
  'socket-screw': socketScrew,
  'nut-washer': nutWasher,
  'safety-helmet': safetyHelmet,
  'work-gloves': workGloves,
  'cable-coil': cableCoil,
  'industrial-plug': industrialPlug,
  'circuit-breaker': circuitBreaker,
} satisfies Record<string, Illustration>;

export type ProductKind = keyof typeof ILLUSTRATIONS;
