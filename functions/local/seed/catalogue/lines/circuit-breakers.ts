import { DARK_PLASTIC } from '#functions/local/seed/images/drawings/illustration.ts';
import type { ProductLine } from '#functions/local/seed/catalogue/product-line.ts';
import { describe, logistics, pairs, priceRange, supplyAbility } from '#functions/local/seed/catalogue/product-text.ts';

/** Tripping curve, rated current (A), breaking capacity (kA). */
const BREAKERS: ['B' | 'C' | 'D', number, 6 | 10][] = [
  ['C', 10, 6],
  ['C', 16, 6],
  ['C', 20, 6],
  ['C', 25, 6],
  ['C', 32, 6],
  ['C', 40, 10],
  ['C', 63, 10],
  ['B', 16, 6],
  ['D', 16, 10],
];

const CURVES = {
  B: 'trips at 3-5 × In, for long cable runs and resistive loads such as lighting and heating',
  C: 'trips at 5-10 × In, the general choice for mixed loads, small motors and transformers',
  D: 'trips at 10-20 × In, for motors, welding sets and transformers with high inrush current',
} as const;

export const circuitBreakers: ProductLine = {
  id: 'circuit-breakers',
  title: 'Miniature Circuit Breakers',
  kind: 'circuit-breaker',
  category: 'Circuit Breakers',
  documents: ['data-sheet', 'declaration'],
  standards: [
    'IEC/EN 60898-1:2019',
    'IEC/EN 60947-2:2017 (10 kA types)',
    'Directive 2014/35/EU (LVD)',
    'Directive 2011/65/EU (RoHS)',
  ],
  accessoryLines: ['circuit-breakers', 'power-cables', 'industrial-plugs'],
  products: (context) =>
    BREAKERS.map(([curve, amps, kiloamps], index) => ({
      modelNumber: `${context.modelPrefix}-MB${kiloamps}-3P${curve}${amps}`,
      productName: `Miniature Circuit Breaker 3P ${curve}${amps}, ${amps} A, ${kiloamps} kA, 400 V AC, DIN Rail`,
      price: priceRange(
        context,
        (kiloamps === 10 ? 5.4 : 3.6) + amps * 0.035 + (curve === 'C' ? 0 : 0.6),
        'Piece',
        1.25,
      ),
      supplyAbility: supplyAbility(context, 200000, 'Piece/Pieces'),
      description: describe(
        [
          `Three-pole miniature circuit breaker with ${curve} tripping characteristic, rated ${amps} A and ${kiloamps} kA breaking capacity, for protecting cables and equipment against overload and short circuit in distribution boards, machine control panels and commercial installations. The ${curve} curve ${CURVES[curve]}.`,
          `The thermal-magnetic release trips within milliseconds on short circuit; a silver-graphite contact system and an arc chute with 11 splitter plates limit let-through energy to class 3. Terminals take 1-25 mm² conductors and busbars at the same time, and the contact position indicator shows red (ON) or green (OFF) behind the toggle.`,
        ],
        [
          `${kiloamps * 1000} A rated short-circuit capacity (${kiloamps === 10 ? 'IEC 60947-2' : 'IEC 60898-1'})`,
          '3 modules (54 mm), clips onto 35 mm DIN rail',
          'Lockable toggle, padlock accessory available',
          'Electrical life 10,000 operations, mechanical 20,000',
          'Auxiliary and shunt-trip contacts can be added on the left side',
        ],
        context,
      ),
      highlights: pairs([
        ['Poles', '3P'],
        ['Rated Current', `${amps} A`],
        ['Tripping Curve', curve],
        ['Breaking Capacity', `${kiloamps} kA`],
      ]),
      technicalDatas: pairs([
        ['Rated Voltage', '400 V AC, 50/60 Hz'],
        ['Rated Current (In)', `${amps} A`],
        ['Tripping Characteristic', curve],
        ['Breaking Capacity (Icn)', `${kiloamps * 1000} A`],
        ['Energy Limiting Class', '3'],
        ['Width', '3 modules, 54 mm'],
        ['Terminal Capacity', '1-25 mm²'],
        ['Tightening Torque', '2.5 N·m'],
        ['Protection Degree', 'IP20 (terminals), IP40 (front)'],
        ['Ambient Temperature', '-25 °C to +55 °C'],
      ]),
      logisticDatas: logistics(context, [
        ['Packaging', 'Individual box, 4 per inner box'],
        ['Units per Carton', '120'],
        ['Carton Size', '410 × 310 × 250 mm'],
        ['HS Code', '8536.20.10'],
      ]),
      finish: { main: '#eef0f2', trim: DARK_PLASTIC },
      altFinish: { main: index % 2 === 0 ? '#d9dde2' : '#f4f5f7', trim: '#1f63c6' },
      dimensions: ['54 mm', '85 mm'],
    })),
};
