import { fastenerUnit, gradeFinishes, type FastenerGrade } from '#functions/local/seed/catalogue/fastener-grades.ts';
import { metric } from '#functions/local/seed/catalogue/metric-threads.ts';
import type { ProductLine } from '#functions/local/seed/catalogue/product-line.ts';
import { describe, logistics, pairs, priceRange, supplyAbility } from '#functions/local/seed/catalogue/product-text.ts';

/** Diameter and length (mm); bolts longer than 6 × d are partially threaded (DIN 931 / ISO 4014). */
const SIZES: [number, number][] = [
  [6, 30],
  [8, 40],
  [8, 60],
  [10, 30],
  [10, 50],
  [10, 80],
  [12, 40],
  [12, 60],
  [12, 100],
  [16, 80],
  [20, 100],
  [24, 120],
];

/** Hex head bolts in the given grades, cycling through them size by size. */
export function hexBoltLine(grades: readonly FastenerGrade[]): ProductLine {
  return {
    id: 'hex-bolts',
    title: 'Hex Head Bolts',
    kind: 'hex-bolt',
    category: 'Bolts',
    documents: ['data-sheet', 'inspection-certificate'],
    standards: [
      'ISO 4014 / DIN 931',
      'ISO 4017 / DIN 933',
      'ISO 898-1:2013 / ISO 3506-1:2020 (mechanical properties)',
      'ISO 4042:2018 (electroplating)',
      'EN 10204:2004 type 3.1',
    ],
    accessoryLines: ['nuts', 'washers', 'hex-bolts'],
    products: (context) =>
      SIZES.map(([diameter, length], index) => {
        const grade = grades[index % grades.length]!;
        const thread = metric(diameter);
        const partial = length > diameter * 6;
        const standard = partial ? 'DIN 931 / ISO 4014' : 'DIN 933 / ISO 4017';
        const threadLength = partial ? `${2 * diameter + 6} mm` : 'Full length';
        const { base, unit } = fastenerUnit((0.008 + diameter * diameter * length * 1.15e-5) * grade.priceWeight);
        const size = `${thread.size} × ${length}`;
        // Steel at 7.85 g/cm³: the shank as a cylinder plus the hexagonal head.
        const gramsEach = 0.00617 * diameter ** 2 * length + 0.0068 * thread.hexAcrossFlats ** 2 * thread.hexHeadHeight;
        return {
          modelNumber: `${context.modelPrefix}-HB${diameter}${String(length).padStart(3, '0')}-${grade.code}`,
          productName: `Hex Head Bolt ${standard.split(' / ')[0]} ${size}, ${partial ? 'Partially' : 'Fully'} Threaded, ${grade.label}`,
          price: priceRange(context, base, unit, 1.25),
          supplyAbility: supplyAbility(context, diameter >= 16 ? 40 : 120, 'Ton/Tons'),
          description: describe(
            [
              `Hex head bolt ${size} mm to ${standard}, ${partial ? `threaded for ${threadLength} and with a plain shank for shear loads in steel structures, machinery frames and flanged joints` : 'threaded up to the head for assemblies where the nut position varies, in machine building, racking and general engineering'}. ${thread.size} coarse thread, pitch ${thread.pitch} mm, tolerance 6g.`,
              `Made of ${grade.material.toLowerCase()} to property class ${grade.propertyClass}${grade.propertyClass.startsWith('A') ? ', cold forged and rolled for a work-hardened thread' : ', hot or cold forged, quenched and tempered, with rolled threads'}. Surface: ${grade.surface.toLowerCase()}. The head carries the ${context.brand} mark and the property class, so grade and origin can be traced on site.`,
            ],
            [
              `Across flats ${thread.hexAcrossFlats} mm, head height ${thread.hexHeadHeight} mm`,
              `Property class ${grade.propertyClass}, ${grade.surface.split(',')[0]!.toLowerCase()}`,
              'Every lot tested for hardness, tensile load and coating thickness',
              'Inspection certificate EN 10204 3.1 with every shipment',
              'Packed in 25 kg cartons on pallets, or in retail boxes on request',
            ],
            context,
          ),
          highlights: pairs([
            ['Size', `${size} mm`],
            ['Standard', standard],
            ['Property Class', grade.propertyClass],
            ['Surface', grade.surface.split(',')[0]!],
          ]),
          technicalDatas: pairs([
            ['Thread', `${thread.size} × ${thread.pitch} (coarse), 6g`],
            ['Nominal Length', `${length} mm`],
            ['Thread Length', threadLength],
            ['Across Flats (s)', `${thread.hexAcrossFlats} mm`],
            ['Head Height (k)', `${thread.hexHeadHeight} mm`],
            ['Material', grade.material],
            ['Property Class', grade.propertyClass],
            ['Surface Treatment', grade.surface],
            ['Unit Weight', `${gramsEach.toFixed(1)} g`],
          ]),
          logisticDatas: logistics(context, [
            ['Packaging', '25 kg carton, 36 cartons per pallet'],
            ['Pieces per Carton', (Math.round(25_000 / gramsEach / 50) * 50).toLocaleString('en-US')],
            ['HS Code', '7318.15.88'],
          ]),
          ...gradeFinishes(grades, index),
          dimensions: [`${length + Math.round(thread.hexHeadHeight)} mm`, `${thread.hexAcrossFlats} mm`],
        };
      }),
  };
}
