import { fastenerUnit, gradeFinishes, type FastenerGrade } from '#functions/local/seed/catalogue/fastener-grades.ts';
import { metric } from '#functions/local/seed/catalogue/metric-threads.ts';
import type { ProductLine } from '#functions/local/seed/catalogue/product-line.ts';
import { describe, logistics, pairs, priceRange, supplyAbility } from '#functions/local/seed/catalogue/product-text.ts';

const DIAMETERS = [6, 8, 10, 12, 16, 20];

/** Hex nuts DIN 934 in the given grades. */
export function hexNutLine(grades: readonly FastenerGrade[]): ProductLine {
  return {
    id: 'nuts',
    title: 'Hex Nuts',
    kind: 'nut-washer',
    category: 'Nuts',
    documents: ['data-sheet'],
    standards: ['DIN 934 / ISO 4032', 'ISO 898-2:2022 / ISO 3506-2:2020 (mechanical properties)'],
    accessoryLines: ['hex-bolts', 'washers'],
    products: (context) =>
      DIAMETERS.map((diameter, index) => {
        const grade = grades[index % grades.length]!;
        const thread = metric(diameter);
        const nutClass = grade.propertyClass.startsWith('A')
          ? grade.propertyClass
          : grade.propertyClass === '8.8'
            ? '8'
            : '10';
        const { base, unit } = fastenerUnit((0.003 + diameter ** 3 * 4.2e-6) * grade.priceWeight);
        return {
          modelNumber: `${context.modelPrefix}-HN${diameter}-${grade.code}`,
          productName: `Hex Nut DIN 934 ${thread.size}, Class ${nutClass}, ${grade.label.split(', ')[1] ?? grade.label}`,
          price: priceRange(context, base, unit, 1.25),
          supplyAbility: supplyAbility(context, 50, 'Ton/Tons'),
          description: describe(
            [
              `Hexagon nut ${thread.size} to DIN 934 (ISO 4032), property class ${nutClass}, to pair with bolts of class ${grade.propertyClass} and below. Across flats ${thread.nutAcrossFlats} mm, height ${thread.nutHeight} mm, ${thread.size} × ${thread.pitch} coarse thread, tolerance 6H.`,
              `Cold forged from ${grade.material.toLowerCase()} and tapped after forming; surface ${grade.surface.toLowerCase()}. Proof-load tested per lot so the nut never strips before the bolt breaks.`,
            ],
            [
              'Chamfered on both sides, fits either way',
              `Proof load tested to ${grade.propertyClass.startsWith('A') ? 'ISO 3506-2' : 'ISO 898-2'}`,
              'Lot number on every box for traceability',
            ],
            context,
          ),
          highlights: pairs([
            ['Size', thread.size],
            ['Standard', 'DIN 934 / ISO 4032'],
            ['Property Class', nutClass],
          ]),
          technicalDatas: pairs([
            ['Thread', `${thread.size} × ${thread.pitch}, 6H`],
            ['Across Flats (s)', `${thread.nutAcrossFlats} mm`],
            ['Height (m)', `${thread.nutHeight} mm`],
            ['Material', grade.material],
            ['Surface Treatment', grade.surface],
          ]),
          logisticDatas: logistics(context, [
            ['Packaging', '25 kg carton, 36 cartons per pallet'],
            ['HS Code', '7318.16.91'],
          ]),
          ...gradeFinishes(grades, index),
          dimensions: [`s ${thread.nutAcrossFlats} mm`, `m ${thread.nutHeight} mm`],
        };
      }),
  };
}
