import { fastenerUnit, gradeFinishes, type FastenerGrade } from '#functions/local/seed/catalogue/fastener-grades.ts';
import { metric } from '#functions/local/seed/catalogue/metric-threads.ts';
import type { ProductLine } from '#functions/local/seed/catalogue/product-line.ts';
import { describe, logistics, pairs, priceRange, supplyAbility } from '#functions/local/seed/catalogue/product-text.ts';

const DIAMETERS = [6, 8, 10, 12, 16, 20];

/** Flat washers DIN 125-A in the given grades. */
export function flatWasherLine(grades: readonly FastenerGrade[]): ProductLine {
  return {
    id: 'washers',
    title: 'Flat Washers',
    kind: 'nut-washer',
    category: 'Washers',
    documents: ['data-sheet'],
    standards: ['DIN 125-A / ISO 7089', 'ISO 4042:2018 (electroplating)'],
    accessoryLines: ['hex-bolts', 'nuts'],
    products: (context) =>
      DIAMETERS.map((diameter, index) => {
        const grade = grades[index % grades.length]!;
        const [inner, outer, thickness] = metric(diameter).washer;
        const hardness = grade.propertyClass.startsWith('A') ? 'A2/A4, 200 HV' : '200 HV (140 HV min.)';
        const { base, unit } = fastenerUnit((0.0015 + outer * outer * thickness * 1.1e-6) * grade.priceWeight);
        return {
          modelNumber: `${context.modelPrefix}-FW${diameter}-${grade.code}`,
          productName: `Flat Washer DIN 125-A M${diameter} (${inner} × ${outer} × ${thickness} mm), ${grade.surface.split(',')[0]}`,
          price: priceRange(context, base, unit, 1.3),
          supplyAbility: supplyAbility(context, 40, 'Ton/Tons'),
          description: describe(
            [
              `Plain flat washer for M${diameter} bolts and screws to DIN 125-A (ISO 7089): inner diameter ${inner} mm, outer diameter ${outer} mm, thickness ${thickness} mm. It spreads the clamping load of the nut or head over a larger area and protects painted and soft surfaces when tightening.`,
              `Stamped from ${grade.material.toLowerCase()} sheet, deburred, ${grade.surface.toLowerCase()}. Hardness ${hardness}.`,
            ],
            [
              'Burr-free edges, flat within 0.1 mm',
              'Matches our hex bolts and nuts of the same finish',
              'Sold by the thousand, in 25 kg cartons',
            ],
            context,
          ),
          highlights: pairs([
            ['For Bolt Size', `M${diameter}`],
            ['Dimensions', `${inner} × ${outer} × ${thickness} mm`],
            ['Standard', 'DIN 125-A / ISO 7089'],
          ]),
          technicalDatas: pairs([
            ['Inner Diameter (d1)', `${inner} mm`],
            ['Outer Diameter (d2)', `${outer} mm`],
            ['Thickness (h)', `${thickness} mm`],
            ['Hardness', hardness],
            ['Material', grade.material],
            ['Surface Treatment', grade.surface],
          ]),
          logisticDatas: logistics(context, [
            ['Packaging', '25 kg carton, 36 cartons per pallet'],
            ['HS Code', '7318.22.00'],
          ]),
          ...gradeFinishes(grades, index),
          dimensions: [`Ø ${outer} mm`, `${thickness} mm`],
        };
      }),
  };
}
