import type { CatalogueSeed } from '#functions/local/seed/catalogue/catalogue-seed.ts';
import {
  BLACK_10_9,
  BLACK_12_9,
  GALVANIZED_8_8,
  STAINLESS_A2,
  YELLOW_8_8,
  ZINC_8_8,
} from '#functions/local/seed/catalogue/fastener-grades.ts';
import { angleGrinders } from '#functions/local/seed/catalogue/lines/angle-grinders.ts';
import { ballBearings } from '#functions/local/seed/catalogue/lines/ball-bearings.ts';
import { ballValves } from '#functions/local/seed/catalogue/lines/ball-valves.ts';
import { centrifugalPumps } from '#functions/local/seed/catalogue/lines/centrifugal-pumps.ts';
import { circuitBreakers } from '#functions/local/seed/catalogue/lines/circuit-breakers.ts';
import { cordlessDrills } from '#functions/local/seed/catalogue/lines/cordless-drills.ts';
import { flatWasherLine } from '#functions/local/seed/catalogue/lines/flat-washers.ts';
import { hexBoltLine } from '#functions/local/seed/catalogue/lines/hex-bolts.ts';
import { hexNutLine } from '#functions/local/seed/catalogue/lines/hex-nuts.ts';
import { industrialPlugs } from '#functions/local/seed/catalogue/lines/industrial-plugs.ts';
import { pillowBlocks } from '#functions/local/seed/catalogue/lines/pillow-blocks.ts';
import { powerCables } from '#functions/local/seed/catalogue/lines/power-cables.ts';
import { safetyHelmets } from '#functions/local/seed/catalogue/lines/safety-helmets.ts';
import { socketScrewLine } from '#functions/local/seed/catalogue/lines/socket-screws.ts';
import { workGloves } from '#functions/local/seed/catalogue/lines/work-gloves.ts';

const CARBON_STEEL = [ZINC_8_8, BLACK_10_9, GALVANIZED_8_8, YELLOW_8_8, STAINLESS_A2];

/**
 * The demo's 130 products on a two-level menu. The first product of every line has the video
 * (so the first storefront page shows some), the second and fifth all six pictures.
 */
export const DEMO_CATALOGUE: CatalogueSeed = {
  context: {
    brand: 'Meridian',
    modelPrefix: 'MTX',
    origin: 'Zhejiang, China',
    port: 'Ningbo, Shanghai',
    service: 'OEM and ODM, private label, free samples of stock items, 2-year warranty with spare parts',
    currency: 'US $',
    priceFactor: 1,
    supplyFactor: 1,
    leadTime: '25-35 days after deposit',
    incoterms: 'FOB Ningbo, CFR, CIF, EXW',
    closing:
      'Meridian inspects every order in its own quality laboratory (ISO 9001:2015 certified since 2014) and ships from Ningbo with complete export documents. Stock samples leave within 3 working days, and third-party inspection by SGS, Bureau Veritas or TÜV is welcome before shipment.',
  },
  menu: [
    {
      name: 'Power Tools',
      children: [
        { name: 'Cordless Drills & Drivers', lines: [cordlessDrills] },
        { name: 'Angle Grinders', lines: [angleGrinders] },
      ],
    },
    {
      name: 'Valves & Pumps',
      children: [
        { name: 'Ball Valves', lines: [ballValves] },
        { name: 'Centrifugal Pumps', lines: [centrifugalPumps] },
      ],
    },
    {
      name: 'Bearings',
      children: [
        { name: 'Deep Groove Ball Bearings', lines: [ballBearings] },
        { name: 'Pillow Block Units', lines: [pillowBlocks] },
      ],
    },
    {
      name: 'Fasteners',
      children: [
        { name: 'Hex Bolts', lines: [hexBoltLine(CARBON_STEEL)] },
        { name: 'Socket Cap Screws', lines: [socketScrewLine([BLACK_12_9, STAINLESS_A2])] },
        { name: 'Nuts & Washers', lines: [hexNutLine(CARBON_STEEL), flatWasherLine(CARBON_STEEL)] },
      ],
    },
    {
      name: 'Safety & PPE',
      children: [
        { name: 'Safety Helmets', lines: [safetyHelmets] },
        { name: 'Work Gloves', lines: [workGloves] },
      ],
    },
    {
      name: 'Electrical',
      children: [
        { name: 'Power Cables', lines: [powerCables] },
        { name: 'Industrial Plugs', lines: [industrialPlugs] },
        { name: 'Circuit Breakers', lines: [circuitBreakers] },
      ],
    },
  ],
  gallery: (index) => {
    if (index === 0) return { views: ['hero', 'mirror', 'detail', 'boxed'], video: true };
    if (index === 1 || index === 4)
      return { views: ['hero', 'mirror', 'detail', 'dimensions', 'duo', 'boxed'], video: false };
    return { views: ['hero', 'mirror', 'detail'], video: false };
  },
  spacingHours: 7,
  signatory: { name: 'Daniel Wu', title: 'General Manager', place: 'Ningbo' },
};
