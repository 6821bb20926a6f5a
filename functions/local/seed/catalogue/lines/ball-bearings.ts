import type { ProductLine } from '#functions/local/seed/catalogue/product-line.ts';
import {
  describe,
  finishes,
  logistics,
  pairs,
  priceRange,
  supplyAbility,
} from '#functions/local/seed/catalogue/product-text.ts';

const SEALS = { '2RS': ['#1d1f22', '#d35400', '#b8282f', '#1f5fa8'], ZZ: ['#c3cad1'] } as const;

/** Designation, bore, outside diameter, width (mm), dynamic and static load ratings (kN), limiting speed (rpm), mass (kg). */
type Bearing = [string, number, number, number, number, number, number, number];

const BEARINGS: Bearing[] = [
  ['6000', 10, 26, 8, 4.75, 1.96, 22000, 0.019],
  ['6001', 12, 28, 8, 5.4, 2.36, 20000, 0.022],
  ['6201', 12, 32, 10, 7.28, 3.1, 18000, 0.037],
  ['6202', 15, 35, 11, 8.06, 3.75, 16000, 0.045],
  ['6203', 17, 40, 12, 9.95, 4.75, 14000, 0.065],
  ['6204', 20, 47, 14, 13.5, 6.55, 12000, 0.106],
  ['6205', 25, 52, 15, 14.8, 7.8, 11000, 0.128],
  ['6206', 30, 62, 16, 20.3, 11.2, 9500, 0.199],
  ['6305', 25, 62, 17, 23.4, 11.6, 9000, 0.232],
  ['6308', 40, 90, 23, 42.3, 24.0, 6300, 0.63],
];

export const ballBearings: ProductLine = {
  id: 'ball-bearings',
  title: 'Deep Groove Ball Bearings',
  kind: 'bearing',
  category: 'Ball Bearings',
  documents: ['data-sheet', 'inspection-certificate'],
  standards: [
    'ISO 15:2017 (boundary dimensions)',
    'ISO 492:2014 class Normal (P0)',
    'ISO 281:2007 (rating life)',
    'ISO 683-17 / GB/T 18254 bearing steel',
  ],
  accessoryLines: ['ball-bearings', 'pillow-blocks'],
  products: (context) =>
    BEARINGS.map(([designation, bore, outside, width, dynamic, statik, speed, mass], index) => {
      const sealed = index % 3 !== 1;
      const suffix = sealed ? '2RS' : 'ZZ';
      const price = 0.18 + (outside * width) / 900;
      return {
        modelNumber: `${context.modelPrefix}-${designation}-${suffix}`,
        productName: `Deep Groove Ball Bearing ${designation}-${suffix}, ${bore} × ${outside} × ${width} mm, ${sealed ? 'Rubber Sealed' : 'Metal Shielded'}`,
        price: priceRange(context, price, 'Piece', 1.35),
        supplyAbility: supplyAbility(context, outside > 60 ? 60000 : 300000, 'Piece/Pieces'),
        description: describe(
          [
            `The ${designation}-${suffix} is a single-row deep groove ball bearing with ${bore} mm bore, ${outside} mm outside diameter and ${width} mm width, interchangeable with the same designation from any major bearing maker. It carries radial and moderate axial loads in both directions at high speed, in electric motors, pumps, gearboxes, conveyors and agricultural machinery.`,
            `Rings and balls are made of through-hardened GCr15 (AISI 52100) bearing steel at 60-64 HRC; raceways are superfinished for low noise (Z2V2) and long life. ${sealed ? 'Two contact seals of acrylonitrile-butadiene rubber keep dirt and water out and the grease in' : 'Two pressed-steel shields keep coarse dirt out while adding almost no friction, for the highest speeds'}; the bearing is greased for life with a lithium-complex grease.`,
          ],
          [
            `Dynamic load rating C = ${dynamic} kN, static C0 = ${statik} kN`,
            `Limiting speed ${speed.toLocaleString('en-US')} rpm`,
            'Radial clearance CN, C3 on request',
            'Pressed steel cage, polyamide cage on request',
            'Laser-marked with designation and brand',
          ],
          context,
        ),
        highlights: pairs([
          ['Designation', `${designation}-${suffix}`],
          ['Size (d × D × B)', `${bore} × ${outside} × ${width} mm`],
          ['Seal Type', sealed ? '2RS rubber seals' : 'ZZ metal shields'],
          ['Precision', 'P0 (ABEC-1), P6 on request'],
        ]),
        technicalDatas: pairs([
          ['Bore (d)', `${bore} mm`],
          ['Outside Diameter (D)', `${outside} mm`],
          ['Width (B)', `${width} mm`],
          ['Dynamic Load Rating (C)', `${dynamic} kN`],
          ['Static Load Rating (C0)', `${statik} kN`],
          ['Limiting Speed', `${speed.toLocaleString('en-US')} rpm`],
          ['Material', 'GCr15 / AISI 52100 chrome steel'],
          ['Cage', 'Pressed steel'],
          ['Lubrication', 'Lithium-complex grease, filled 30%'],
          ['Mass', `${mass} kg`],
        ]),
        logisticDatas: logistics(context, [
          ['Packaging', 'Single box, 10 boxes per tube'],
          ['Units per Carton', String(outside > 60 ? 50 : outside > 40 ? 200 : 500)],
          ['Carton Size', '360 × 260 × 200 mm'],
          ['HS Code', '8482.10.10'],
        ]),
        ...finishes(
          sealed
            ? SEALS['2RS'].map((main) => ({ main, trim: main }))
            : [
                { main: SEALS.ZZ[0], trim: SEALS.ZZ[0] },
                { main: SEALS['2RS'][0], trim: SEALS['2RS'][0] },
              ],
          index,
        ),
        dimensions: [`Ø ${outside} mm`, `${outside + Math.round(width / 3)} mm`],
      };
    }),
};
