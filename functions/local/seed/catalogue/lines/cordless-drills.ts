import { DARK_PLASTIC } from '#functions/local/seed/images/drawings/illustration.ts';
import type { ProductLine } from '#functions/local/seed/catalogue/product-line.ts';
import {
  describe,
  finishes,
  logistics,
  pairs,
  priceRange,
  supplyAbility,
} from '#functions/local/seed/catalogue/product-text.ts';

const COLOURS = [
  { main: '#0f8b8d', trim: DARK_PLASTIC },
  { main: '#e8711a', trim: DARK_PLASTIC },
  { main: '#c0392b', trim: DARK_PLASTIC },
  { main: '#f2b705', trim: DARK_PLASTIC },
  { main: '#1f63c6', trim: DARK_PLASTIC },
];

type Drill = {
  code: string;
  volts: number;
  brushless: boolean;
  hammer: boolean;
  torque: number;
  chuck: number;
  speed: string;
  battery: string;
  weight: number;
  kit: string;
  price: number;
};

const DRILLS: Drill[] = [
  {
    code: 'DR12-C',
    volts: 12,
    brushless: false,
    hammer: false,
    torque: 30,
    chuck: 10,
    speed: '0-400 / 0-1,500',
    battery: '2 × 2.0 Ah Li-ion',
    weight: 1.05,
    kit: 'Soft bag, charger, 2 batteries, double-ended bit',
    price: 24.5,
  },
  {
    code: 'DR12-BL',
    volts: 12,
    brushless: true,
    hammer: false,
    torque: 38,
    chuck: 10,
    speed: '0-450 / 0-1,700',
    battery: '2 × 2.0 Ah Li-ion',
    weight: 1.1,
    kit: 'Soft bag, fast charger, 2 batteries',
    price: 38.9,
  },
  {
    code: 'DR18-C',
    volts: 18,
    brushless: false,
    hammer: false,
    torque: 45,
    chuck: 13,
    speed: '0-400 / 0-1,450',
    battery: '2 × 2.0 Ah Li-ion',
    weight: 1.45,
    kit: 'Blow-moulded case, charger, 2 batteries',
    price: 32.8,
  },
  {
    code: 'DR18-BL',
    volts: 18,
    brushless: true,
    hammer: false,
    torque: 60,
    chuck: 13,
    speed: '0-500 / 0-2,000',
    battery: '2 × 4.0 Ah Li-ion',
    weight: 1.6,
    kit: 'Blow-moulded case, fast charger, 2 batteries',
    price: 56.4,
  },
  {
    code: 'DR18-BLH',
    volts: 18,
    brushless: true,
    hammer: true,
    torque: 75,
    chuck: 13,
    speed: '0-500 / 0-2,000',
    battery: '2 × 4.0 Ah Li-ion',
    weight: 1.8,
    kit: 'Stackable case, fast charger, 2 batteries, side handle',
    price: 64.9,
  },
  {
    code: 'DR18-BLX',
    volts: 18,
    brushless: true,
    hammer: true,
    torque: 110,
    chuck: 13,
    speed: '0-550 / 0-2,100',
    battery: '2 × 5.0 Ah Li-ion',
    weight: 1.95,
    kit: 'Stackable case, dual-port charger, 2 batteries, side handle',
    price: 82.0,
  },
  {
    code: 'DR20-BLH',
    volts: 20,
    brushless: true,
    hammer: true,
    torque: 90,
    chuck: 13,
    speed: '0-500 / 0-2,000',
    battery: '2 × 4.0 Ah Li-ion',
    weight: 1.9,
    kit: 'Stackable case, fast charger, 2 batteries',
    price: 71.5,
  },
  {
    code: 'DR18-BL-T',
    volts: 18,
    brushless: true,
    hammer: false,
    torque: 60,
    chuck: 13,
    speed: '0-500 / 0-2,000',
    battery: 'Tool only (no battery)',
    weight: 1.2,
    kit: 'Colour box, belt clip, bit holder',
    price: 34.2,
  },
  {
    code: 'DR18-CK',
    volts: 18,
    brushless: false,
    hammer: false,
    torque: 45,
    chuck: 13,
    speed: '0-400 / 0-1,450',
    battery: '2 × 2.0 Ah Li-ion',
    weight: 1.45,
    kit: 'Aluminium case, charger, 2 batteries, 100-piece accessory set',
    price: 44.9,
  },
];

export const cordlessDrills: ProductLine = {
  id: 'cordless-drills',
  title: 'Cordless Drill Drivers',
  kind: 'drill',
  category: 'Cordless Drills',
  documents: ['data-sheet', 'declaration', 'manual'],
  standards: ['EN 62841-1:2015', 'EN 62841-2-1:2018', 'EN 55014-1:2021', 'EN 55014-2:2021', 'EN IEC 63000:2018 (RoHS)'],
  accessoryLines: ['cordless-drills', 'angle-grinders', 'work-gloves', 'safety-helmets'],
  products: (context) =>
    DRILLS.map((drill, index) => {
      const type = drill.hammer ? 'Hammer Drill' : 'Drill Driver';
      const motor = drill.brushless ? 'Brushless' : 'Brushed';
      const withBattery = drill.battery.startsWith('Tool only')
        ? ', Tool Only'
        : ` with ${drill.battery.replace(' Li-ion', '')} Batteries`;
      return {
        modelNumber: `${context.modelPrefix}-${drill.code}`,
        productName: `${drill.volts}V ${motor} Cordless ${type}${withBattery}`,
        price: priceRange(context, drill.price, 'Set'),
        supplyAbility: supplyAbility(context, 12000, 'Set/Sets'),
        description: describe(
          [
            `The ${context.brand} ${drill.code} is a ${drill.volts} V ${motor.toLowerCase()} ${type.toLowerCase()} for installers, maintenance crews and workshops. It delivers ${drill.torque} N·m of hard-joint torque through a two-speed all-metal gearbox (${drill.speed} rpm) and a ${drill.chuck} mm keyless ratcheting chuck that holds bits without slipping.`,
            `${drill.brushless ? 'The brushless motor runs cooler and gives up to 40% more work per charge than a brushed motor of the same size, with electronic overload protection for motor, battery and electronics.' : 'The proven brushed motor keeps the price low for high-volume retail and promotion programmes, with electronic overload protection for the battery.'} A 21+1 position clutch sets the torque precisely for screws in soft wood, chipboard or sheet metal${drill.hammer ? ', and the hammer mode drills brick and block masonry up to 13 mm' : ''}.`,
            `Supplied as: ${drill.kit}. The tool takes every battery of the ${drill.volts} V platform, so buyers can stock one battery system for all their cordless tools.`,
          ],
          [
            `${drill.torque} N·m max. torque, 2-speed metal gearbox`,
            `${drill.chuck} mm single-sleeve keyless chuck with spindle lock`,
            'Bright LED work light with 10-second afterglow',
            'Soft-grip overmould handle, balanced for one-handed work',
            'Private label, custom colour and gift box available from 500 sets',
          ],
          context,
        ),
        highlights: pairs([
          ['Motor', motor],
          ['Max. Torque', `${drill.torque} N·m`],
          ['Battery', drill.battery],
          ['Chuck', `${drill.chuck} mm keyless`],
          ['Warranty', '2 years (tool), 1 year (battery)'],
        ]),
        technicalDatas: pairs([
          ['Rated Voltage', `${drill.volts} V DC`],
          ['No-load Speed', `${drill.speed} rpm`],
          ['Max. Torque (hard / soft)', `${drill.torque} / ${Math.round(drill.torque * 0.55)} N·m`],
          ['Clutch Settings', '21 + 1'],
          ...(drill.hammer ? [['Impact Rate', '0-7,500 / 0-30,000 bpm'] as [string, string]] : []),
          ['Drilling Capacity (steel / wood)', `${drill.chuck} / ${drill.volts > 12 ? 38 : 25} mm`],
          [
            'Charging Time',
            drill.battery.startsWith('Tool only') ? 'n/a' : drill.brushless ? '60 min (4.0 Ah)' : '60 min (2.0 Ah)',
          ],
          ['Net Weight', `${drill.weight.toFixed(2)} kg (with battery)`],
          ['Sound Pressure Level', `${drill.hammer ? 88 : 74} dB(A)`],
        ]),
        logisticDatas: logistics(context, [
          ['Packaging', drill.kit.split(',')[0]!],
          ['Units per Carton', drill.battery.startsWith('Tool only') ? '10' : '4'],
          ['Carton Size', drill.battery.startsWith('Tool only') ? '560 × 330 × 270 mm' : '520 × 380 × 340 mm'],
          ['HS Code', '8467.21.00'],
        ]),
        ...finishes(COLOURS, index),
        dimensions: [`${drill.hammer ? 206 : 188} mm`, `${drill.volts > 12 ? 236 : 204} mm`],
      };
    }),
};
