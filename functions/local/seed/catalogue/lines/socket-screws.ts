import { fastenerUnit, gradeFinishes, type FastenerGrade } from '#functions/local/seed/catalogue/fastener-grades.ts';
import { metric } from '#functions/local/seed/catalogue/metric-threads.ts';
import type { ProductLine } from '#functions/local/seed/catalogue/product-line.ts';
import { describe, logistics, pairs, priceRange, supplyAbility } from '#functions/local/seed/catalogue/product-text.ts';

const SIZES: [number, number][] = [
  [4, 16],
  [5, 20],
  [6, 25],
  [8, 30],
  [10, 40],
  [12, 50],
  [16, 60],
  [20, 80],
];

/** Socket head cap screws in the given grades. */
export function socketScrewLine(grades: readonly FastenerGrade[]): ProductLine {
  return {
    id: 'socket-screws',
    title: 'Socket Head Cap Screws',
    kind: 'socket-screw',
    category: 'Screws',
    documents: ['data-sheet', 'inspection-certificate'],
    standards: [
      'ISO 4762:2004 / DIN 912',
      'ISO 898-1:2013 / ISO 3506-1:2020 (mechanical properties)',
      'EN 10204:2004 type 3.1',
    ],
    accessoryLines: ['nuts', 'washers', 'socket-screws'],
    products: (context) =>
      SIZES.map(([diameter, length], index) => {
        const grade = grades[index % grades.length]!;
        const thread = metric(diameter);
        const { base, unit } = fastenerUnit((0.012 + diameter * diameter * length * 1.6e-5) * grade.priceWeight);
        const size = `${thread.size} × ${length}`;
        return {
          modelNumber: `${context.modelPrefix}-SC${diameter}${String(length).padStart(3, '0')}-${grade.code}`,
          productName: `Socket Head Cap Screw ISO 4762 ${size}, ${grade.label}`,
          price: priceRange(context, base, unit, 1.25),
          supplyAbility: supplyAbility(context, 30, 'Ton/Tons'),
          description: describe(
            [
              `Hexagon socket head cap screw ${size} mm to ISO 4762 (DIN 912), the standard screw of machine tools, dies, moulds and automation. The cylindrical head takes less room than a hex head, sits in a counterbore, and is driven with a ${thread.socketKey} mm hex key where a spanner cannot reach.`,
              `Made of ${grade.material.toLowerCase()}, property class ${grade.propertyClass}, ${grade.surface.toLowerCase()}. ${grade.propertyClass === '12.9' ? 'Heads are hot forged and the threads rolled after heat treatment, which gives the best fatigue strength under alternating loads.' : 'Stainless screws resist corrosion in food plants, marine and outdoor equipment without any coating that could flake off.'}`,
            ],
            [
              `Head diameter ${thread.socketHead} mm, hex socket ${thread.socketKey} mm`,
              `Thread ${thread.size} × ${thread.pitch}, tolerance ${grade.propertyClass === '12.9' ? '5g6g' : '6g'}`,
              'Knurled head for a sure grip when starting by hand',
              'Property class and maker mark on the head',
            ],
            context,
          ),
          highlights: pairs([
            ['Size', `${size} mm`],
            ['Standard', 'ISO 4762 / DIN 912'],
            ['Property Class', grade.propertyClass],
            ['Drive', `Hex socket ${thread.socketKey} mm`],
          ]),
          technicalDatas: pairs([
            ['Thread', `${thread.size} × ${thread.pitch}`],
            ['Nominal Length', `${length} mm`],
            ['Head Diameter (dk)', `${thread.socketHead} mm`],
            ['Head Height (k)', `${diameter} mm`],
            ['Hex Socket (s)', `${thread.socketKey} mm`],
            ['Material', grade.material],
            ['Surface Treatment', grade.surface],
          ]),
          logisticDatas: logistics(context, [
            ['Packaging', diameter <= 8 ? 'Box of 200, 20 boxes per carton' : 'Box of 50, 20 boxes per carton'],
            ['Carton Size', '320 × 220 × 180 mm'],
            ['HS Code', '7318.15.70'],
          ]),
          ...gradeFinishes(grades, index),
          dimensions: [`${length + diameter} mm`, `Ø ${thread.socketHead} mm`],
        };
      }),
  };
}
