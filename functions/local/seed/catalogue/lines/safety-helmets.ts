import { DARK_PLASTIC } from '#functions/local/seed/images/drawings/illustration.ts';
import type { ProductLine } from '#functions/local/seed/catalogue/product-line.ts';
import { describe, logistics, pairs, priceRange, supplyAbility } from '#functions/local/seed/catalogue/product-text.ts';

const SHELLS = {
  White: '#f4f5f7',
  Yellow: '#f2c200',
  Orange: '#ee7d1a',
  Red: '#c62f2f',
  Blue: '#1f63c6',
  Green: '#2e8b57',
} as const;
type ShellColour = keyof typeof SHELLS;

const HARNESSES = { '4-point pinlock': '4-Point Pinlock', '6-point ratchet': '6-Point Ratchet' } as const;

/** `extra` is a feature beyond the line's standard; `nameExtra` how the product name mentions it. */
type Helmet = {
  code: string;
  shell: 'HDPE' | 'ABS';
  vented: boolean;
  harness: keyof typeof HARNESSES;
  colours: ShellColour[];
  extra: string;
  nameExtra: string;
  electrical: boolean;
  price: number;
};

const HELMETS: Helmet[] = [
  {
    code: 'SH-100',
    shell: 'HDPE',
    vented: false,
    harness: '4-point pinlock',
    colours: ['White', 'Yellow'],
    extra: '',
    nameExtra: '',
    electrical: true,
    price: 1.65,
  },
  {
    code: 'SH-110V',
    shell: 'HDPE',
    vented: true,
    harness: '4-point pinlock',
    colours: ['Yellow', 'Orange'],
    extra: '',
    nameExtra: '',
    electrical: false,
    price: 1.8,
  },
  {
    code: 'SH-200R',
    shell: 'HDPE',
    vented: false,
    harness: '6-point ratchet',
    colours: ['Orange', 'White'],
    extra: '',
    nameExtra: '',
    electrical: true,
    price: 2.4,
  },
  {
    code: 'SH-210RV',
    shell: 'HDPE',
    vented: true,
    harness: '6-point ratchet',
    colours: ['Blue', 'White'],
    extra: '',
    nameExtra: '',
    electrical: false,
    price: 2.55,
  },
  {
    code: 'SH-300E',
    shell: 'ABS',
    vented: false,
    harness: '6-point ratchet',
    colours: ['White', 'Red'],
    extra: 'Class 0 electrical insulation (1,000 V a.c.)',
    nameExtra: '1,000 V Insulation',
    electrical: true,
    price: 3.9,
  },
  {
    code: 'SH-310HV',
    shell: 'ABS',
    vented: true,
    harness: '6-point ratchet',
    colours: ['Yellow', 'Green'],
    extra: 'Retro-reflective strips',
    nameExtra: 'Reflective Strips',
    electrical: false,
    price: 4.2,
  },
  {
    code: 'SH-320CS',
    shell: 'ABS',
    vented: false,
    harness: '6-point ratchet',
    colours: ['Red', 'White'],
    extra: '4-point chin strap',
    nameExtra: 'Chin Strap',
    electrical: true,
    price: 4.45,
  },
  {
    code: 'SH-330PRO',
    shell: 'ABS',
    vented: true,
    harness: '6-point ratchet',
    colours: ['Green', 'Yellow'],
    extra: 'Sweatband, chin strap and slots for earmuffs',
    nameExtra: 'Sweatband and Chin Strap',
    electrical: false,
    price: 5.6,
  },
  {
    code: 'SH-120T',
    shell: 'HDPE',
    vented: false,
    harness: '4-point pinlock',
    colours: ['Red', 'Blue'],
    extra: 'Pad-printed logo, 1 colour, included',
    nameExtra: 'Custom Logo',
    electrical: true,
    price: 1.95,
  },
];

export const safetyHelmets: ProductLine = {
  id: 'safety-helmets',
  title: 'Safety Helmets',
  kind: 'safety-helmet',
  category: 'Safety Helmets',
  documents: ['data-sheet', 'declaration'],
  standards: [
    'EN 397:2012+A1:2012',
    'EN 50365:2002 (Class 0, where marked)',
    'ANSI/ISEA Z89.1-2014 Type I',
    'Regulation (EU) 2016/425, PPE category II',
  ],
  accessoryLines: ['safety-helmets', 'work-gloves'],
  products: (context) =>
    HELMETS.map((helmet) => {
      const [colour, second] = helmet.colours as [ShellColour, ShellColour];
      return {
        modelNumber: `${context.modelPrefix}-${helmet.code}`,
        productName: `${helmet.shell} Safety Helmet EN 397${helmet.vented ? ', Vented' : ''}, ${HARNESSES[helmet.harness]} Suspension, ${colour}${helmet.nameExtra ? `, with ${helmet.nameExtra}` : ''}`,
        price: priceRange(context, helmet.price, 'Piece', 1.3),
        supplyAbility: supplyAbility(context, 150000, 'Piece/Pieces'),
        description: describe(
          [
            `A cap-style industrial safety helmet with a ${helmet.shell === 'HDPE' ? 'high-density polyethylene shell, light and tough for construction and general industry' : 'ABS shell with higher rigidity and a glossy finish that stays clean, for utilities, oil and gas and engineering sites'}. It is certified to EN 397 for shock absorption and penetration resistance, at temperatures from -30 °C to +50 °C.`,
            `The ${helmet.harness} suspension ${helmet.harness.startsWith('6') ? 'spreads impact energy over six textile straps and adjusts by turning the rear ratchet knob, even with gloves on' : 'adjusts with a simple pin-lock band and keeps the weight down to about 340 g'}. ${helmet.vented ? 'Closable vents in the crown keep the head cool in hot weather.' : 'The unvented shell is suited for electrical work.'} Universal 30 mm slots on both sides take earmuffs and face shields.`,
          ],
          [
            `Colours: ${helmet.colours.join(', ')} and more from stock; any RAL colour from 3,000 pieces`,
            'Adjustable from 52 to 64 cm head size',
            ...(helmet.extra ? [helmet.extra] : []),
            helmet.electrical
              ? 'Electrical insulation 440 V a.c. (EN 397 optional requirement)'
              : 'Molten metal splash and lateral deformation tested (LD, MM)',
            'Your logo pad-printed or as a label on the front',
          ],
          context,
        ),
        highlights: pairs([
          ['Standard', 'EN 397, ANSI Z89.1 Type I'],
          ['Shell', helmet.shell],
          ['Suspension', helmet.harness],
          ['Weight', `${helmet.shell === 'HDPE' ? 340 : 395} g`],
        ]),
        technicalDatas: pairs([
          ['Shell Material', helmet.shell === 'HDPE' ? 'HDPE, UV stabilised' : 'ABS, UV stabilised'],
          ['Suspension', `${helmet.harness}, ${helmet.harness.startsWith('6') ? 'textile straps' : 'plastic straps'}`],
          ['Head Size', '52-64 cm'],
          ['Ventilation', helmet.vented ? '4 closable vents' : 'None'],
          [
            'Electrical Insulation',
            helmet.extra.startsWith('Class 0')
              ? '1,000 V a.c. (EN 50365 Class 0)'
              : helmet.electrical
                ? '440 V a.c.'
                : 'Not rated',
          ],
          ['Temperature Range', '-30 °C to +50 °C'],
          ['Accessory Slots', '30 mm, both sides'],
          ['Service Life', '5 years from date of manufacture'],
        ]),
        logisticDatas: logistics(context, [
          ['Packaging', 'Polybag, nested 20 per carton'],
          ['Carton Size', '600 × 330 × 520 mm'],
          ['Gross Weight per Carton', `${helmet.shell === 'HDPE' ? 8.6 : 9.7} kg`],
          ['HS Code', '6506.10.80'],
        ]),
        finish: { main: SHELLS[colour], trim: DARK_PLASTIC },
        altFinish: { main: SHELLS[second], trim: DARK_PLASTIC },
        dimensions: ['305 mm', '165 mm'],
      };
    }),
};
