import type { ProductLine } from '#functions/local/seed/catalogue/product-line.ts';
import {
  describe,
  finishes,
  logistics,
  pairs,
  priceRange,
  supplyAbility,
} from '#functions/local/seed/catalogue/product-text.ts';

const HOUSINGS = [
  { main: '#5b6770', trim: '#1d1f22' },
  { main: '#2f4f7f', trim: '#1d1f22' },
  { main: '#3f6b45', trim: '#1d1f22' },
];

/** Unit, shaft (mm), centre height H, length L, bolt size, mass (kg). */
type Unit = [string, number, number, number, string, number];

const UNITS: Unit[] = [
  ['UCP204', 20, 33.3, 127, 'M10', 0.65],
  ['UCP205', 25, 36.5, 140, 'M10', 0.8],
  ['UCP206', 30, 42.9, 165, 'M14', 1.25],
  ['UCP207', 35, 47.6, 167, 'M14', 1.6],
  ['UCP208', 40, 49.2, 184, 'M14', 1.95],
  ['UCP210', 50, 57.2, 206, 'M16', 2.7],
  ['UCP212', 60, 69.8, 241, 'M16', 4.1],
];

export const pillowBlocks: ProductLine = {
  id: 'pillow-blocks',
  title: 'Pillow Block Bearing Units',
  kind: 'pillow-block',
  category: 'Mounted Bearings',
  documents: ['data-sheet'],
  standards: ['ISO 3228:2013 (housings)', 'ISO 9628:2020 (insert bearings)', 'EN 1561 EN-GJL-200 castings'],
  accessoryLines: ['ball-bearings', 'pillow-blocks', 'hex-bolts'],
  products: (context) =>
    UNITS.map(([unit, shaft, height, length, bolt, mass], index) => ({
      modelNumber: `${context.modelPrefix}-${unit}`,
      productName: `Pillow Block Bearing Unit ${unit}, ${shaft} mm Shaft, Cast Iron Housing with Set Screw Insert`,
      price: priceRange(context, 1.9 + mass * 2.6, 'Set', 1.3),
      supplyAbility: supplyAbility(context, 40000, 'Set/Sets'),
      description: describe(
        [
          `The ${unit} is a ready-to-fit bearing unit: a UC2${unit.slice(4)} insert bearing in a P2${unit.slice(4)} grey cast iron pedestal housing, for ${shaft} mm shafts. Two ${bolt} bolts fix it to a frame, and the spherical outside of the insert lets it self-align by up to ±2° to make up for mounting errors.`,
          `It is the standard support for line shafts, conveyor rollers, fans, agricultural machinery and packaging lines. The insert is locked on the shaft by two hardened set screws at 120°, has triple-lip seals with flingers, and can be relubricated through the grease nipple on top of the housing.`,
        ],
        [
          `Centre height ${height} mm, overall length ${length} mm`,
          'Grey cast iron HT200 housing, powder coated',
          'GCr15 insert with triple-lip seals',
          'Relubricable, grease nipple M6 × 1',
          'Interchangeable with all ISO 3228 pillow blocks',
        ],
        context,
      ),
      highlights: pairs([
        ['Shaft Diameter', `${shaft} mm`],
        ['Insert / Housing', `UC2${unit.slice(4)} / P2${unit.slice(4)}`],
        ['Centre Height', `${height} mm`],
      ]),
      technicalDatas: pairs([
        ['Shaft Diameter (d)', `${shaft} mm`],
        ['Centre Height (H)', `${height} mm`],
        ['Overall Length (L)', `${length} mm`],
        ['Mounting Bolts', `2 × ${bolt}`],
        ['Housing Material', 'Grey cast iron HT200'],
        ['Insert Material', 'GCr15 chrome steel'],
        ['Locking', '2 set screws at 120°'],
        ['Mass', `${mass} kg`],
      ]),
      logisticDatas: logistics(context, [
        ['Packaging', 'Individual box, anti-rust oil'],
        ['Units per Carton', String(mass > 2 ? 10 : 20)],
        ['Gross Weight per Carton', `${Math.round(mass * (mass > 2 ? 10 : 20) + 1.5)} kg`],
        ['HS Code', '8483.20.90'],
      ]),
      ...finishes(HOUSINGS, index),
      dimensions: [`${length} mm`, `${Math.round(height * 2 + 4)} mm`],
    })),
};
