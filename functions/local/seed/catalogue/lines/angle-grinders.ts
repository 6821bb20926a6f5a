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
  { main: '#e8711a', trim: '#c0392b' },
  { main: '#0f8b8d', trim: '#8c2f1f' },
  { main: '#1f63c6', trim: '#c0392b' },
  { main: '#3b4148', trim: '#d35400' },
];

type Grinder = {
  code: string;
  disc: number;
  watts: number;
  speed: string;
  cordless: boolean;
  variable: boolean;
  weight: number;
  price: number;
};

const GRINDERS: Grinder[] = [
  {
    code: 'AG115-750',
    disc: 115,
    watts: 750,
    speed: '11,000',
    cordless: false,
    variable: false,
    weight: 1.7,
    price: 14.6,
  },
  {
    code: 'AG125-900',
    disc: 125,
    watts: 900,
    speed: '11,000',
    cordless: false,
    variable: false,
    weight: 1.9,
    price: 17.9,
  },
  {
    code: 'AG125-1200V',
    disc: 125,
    watts: 1200,
    speed: '2,800-11,000',
    cordless: false,
    variable: true,
    weight: 2.2,
    price: 26.4,
  },
  {
    code: 'AG150-1500',
    disc: 150,
    watts: 1500,
    speed: '9,000',
    cordless: false,
    variable: false,
    weight: 2.6,
    price: 31.2,
  },
  {
    code: 'AG180-2200',
    disc: 180,
    watts: 2200,
    speed: '8,500',
    cordless: false,
    variable: false,
    weight: 5.1,
    price: 42.8,
  },
  {
    code: 'AG230-2400',
    disc: 230,
    watts: 2400,
    speed: '6,600',
    cordless: false,
    variable: false,
    weight: 5.4,
    price: 46.5,
  },
  {
    code: 'AG125-18BL',
    disc: 125,
    watts: 0,
    speed: '8,500',
    cordless: true,
    variable: false,
    weight: 2.3,
    price: 48.0,
  },
  { code: 'AG115-18BL', disc: 115, watts: 0, speed: '8,500', cordless: true, variable: true, weight: 2.1, price: 45.3 },
];

export const angleGrinders: ProductLine = {
  id: 'angle-grinders',
  title: 'Angle Grinders',
  kind: 'angle-grinder',
  category: 'Angle Grinders',
  documents: ['data-sheet', 'declaration'],
  standards: [
    'EN 62841-1:2015',
    'EN 62841-2-3:2021',
    'EN 55014-1:2021',
    'EN 61000-3-2:2019',
    'EN IEC 63000:2018 (RoHS)',
  ],
  accessoryLines: ['angle-grinders', 'cordless-drills', 'work-gloves', 'safety-helmets'],
  products: (context) =>
    GRINDERS.map((grinder, index) => {
      const power = grinder.cordless ? '18V Brushless Cordless' : `${grinder.watts} W`;
      const large = grinder.disc >= 180;
      return {
        modelNumber: `${context.modelPrefix}-${grinder.code}`,
        productName: `${power} Angle Grinder ${grinder.disc} mm${grinder.variable ? ' with Variable Speed' : ''}${grinder.cordless && index % 2 === 0 ? ', 2 × 4.0 Ah Kit' : ''}`,
        price: priceRange(context, grinder.price, 'Piece'),
        supplyAbility: supplyAbility(context, large ? 6000 : 15000, 'Piece/Pieces'),
        description: describe(
          [
            `A ${grinder.disc} mm angle grinder for cutting, grinding and surface preparation on steel, stainless steel and stone. ${grinder.cordless ? 'The 18 V brushless motor reaches corded performance without a cable on scaffolds and in the field' : `The ${grinder.watts} W copper-wound motor is built for daily use in fabrication shops and on building sites`}, with a no-load speed of ${grinder.speed} rpm.`,
            `${large ? 'The two-hand design has a D-handle that turns through 180°, a soft start that prevents kickback on start-up and a restart lock after power cuts.' : 'The slim gear housing fits the hand, and the side handle screws into either side of the gear head.'} A tool-free guard adjusts in seconds, and the spindle lock makes disc changes fast. Labyrinth seals and an armoured stator keep grinding dust away from the windings.`,
          ],
          [
            `${grinder.disc} mm disc, M14 spindle thread`,
            grinder.variable ? 'Variable speed dial for polishing and stainless steel' : 'Constant speed under load',
            'Tool-free, anti-rotation safety guard',
            'Anti-vibration side handle in two positions',
            grinder.cordless
              ? 'Electronic brake stops the disc in under 3 seconds'
              : 'Replaceable carbon brushes with auto-stop',
          ],
          context,
        ),
        highlights: pairs([
          ['Disc Diameter', `${grinder.disc} mm`],
          [
            grinder.cordless ? 'Battery Platform' : 'Rated Input Power',
            grinder.cordless ? '18 V Li-ion' : `${grinder.watts} W`,
          ],
          ['No-load Speed', `${grinder.speed} rpm`],
          ['Warranty', '2 years'],
        ]),
        technicalDatas: pairs([
          [
            grinder.cordless ? 'Rated Voltage' : 'Voltage / Frequency',
            grinder.cordless ? '18 V DC' : '220-240 V~ 50/60 Hz',
          ],
          ...(grinder.cordless ? [] : [['Rated Input Power', `${grinder.watts} W`] as [string, string]]),
          ['No-load Speed', `${grinder.speed} rpm`],
          ['Disc Diameter', `${grinder.disc} mm`],
          ['Spindle Thread', 'M14'],
          ['Soft Start', large || grinder.cordless ? 'Yes' : 'No'],
          [
            grinder.cordless ? 'Battery' : 'Cable',
            grinder.cordless ? (index % 2 === 0 ? '2 × 4.0 Ah' : 'Tool only') : '3 m rubber cable, VDE plug',
          ],
          ['Net Weight', `${grinder.weight.toFixed(1)} kg`],
          ['Vibration (ah)', `${large ? 7.5 : 6.0} m/s²`],
        ]),
        logisticDatas: logistics(context, [
          ['Packaging', 'Colour box with foam insert'],
          ['Units per Carton', large ? '4' : '10'],
          ['Carton Size', large ? '620 × 420 × 300 mm' : '560 × 450 × 330 mm'],
          ['HS Code', '8467.29.00'],
        ]),
        ...finishes(COLOURS, index),
        dimensions: [`${large ? 470 : grinder.cordless ? 330 : 290} mm`, `${large ? 150 : 112} mm`],
      };
    }),
};
