import type { ProductLine } from '#functions/local/seed/catalogue/product-line.ts';
import { describe, logistics, pairs, priceRange, supplyAbility } from '#functions/local/seed/catalogue/product-text.ts';

type Glove = {
  code: string;
  liner: string;
  linerColour: string;
  coating: string;
  coatingColour: string;
  altCoating: string;
  finish: string;
  en388: string;
  use: string;
  price: number;
};

const GLOVES: Glove[] = [
  {
    code: 'WG-NF13',
    liner: '13-gauge nylon',
    linerColour: '#3a3f47',
    coating: 'Foam nitrile',
    coatingColour: '#2b2f35',
    altCoating: '#6b7480',
    finish: 'micro-foam',
    en388: '4131X',
    use: 'assembly, warehousing and general handling of dry and slightly oily parts',
    price: 0.42,
  },
  {
    code: 'WG-NS15',
    liner: '15-gauge nylon-spandex',
    linerColour: '#2b2f35',
    coating: 'Sandy nitrile',
    coatingColour: '#5b6770',
    altCoating: '#1f5fa8',
    finish: 'sandy',
    en388: '4131X',
    use: 'precision assembly, electronics and automotive work that needs fingertip feel',
    price: 0.55,
  },
  {
    code: 'WG-ND13',
    liner: '13-gauge nylon',
    linerColour: '#1f5fa8',
    coating: 'Double nitrile, full dip',
    coatingColour: '#12355e',
    altCoating: '#2b2f35',
    finish: 'smooth over foam',
    en388: '4121X',
    use: 'machining, oil and gas and any work with coolant, oil or grease',
    price: 0.78,
  },
  {
    code: 'WG-LC10',
    liner: '10-gauge polycotton',
    linerColour: '#e9e4da',
    coating: 'Crinkle latex',
    coatingColour: '#e8711a',
    altCoating: '#2e7d4f',
    finish: 'crinkle',
    en388: '2242X',
    use: 'construction, bricklaying, gardening and handling rough materials',
    price: 0.36,
  },
  {
    code: 'WG-PU13',
    liner: '13-gauge polyester',
    linerColour: '#f4f5f7',
    coating: 'Polyurethane (PU)',
    coatingColour: '#d9dde2',
    altCoating: '#2b2f35',
    finish: 'smooth',
    en388: '4131X',
    use: 'clean handling, painting lines, packaging and light assembly',
    price: 0.31,
  },
  {
    code: 'WG-CRC13',
    liner: '13-gauge HPPE blend',
    linerColour: '#8a939c',
    coating: 'Foam nitrile',
    coatingColour: '#2b2f35',
    altCoating: '#3a3f47',
    finish: 'micro-foam',
    en388: '4X43C',
    use: 'sheet metal, glass and blade handling where cut protection level C is required',
    price: 1.45,
  },
  {
    code: 'WG-CRF18',
    liner: '18-gauge HPPE, glass fibre, spandex',
    linerColour: '#5b6770',
    coating: 'Sandy nitrile',
    coatingColour: '#1d1f22',
    altCoating: '#5b6770',
    finish: 'sandy',
    en388: '4X44F',
    use: 'metal stamping, recycling and glazing, with the highest cut level F',
    price: 2.6,
  },
  {
    code: 'WG-TL7',
    liner: '7-gauge acrylic terry',
    linerColour: '#c0392b',
    coating: 'Crinkle latex, thermal',
    coatingColour: '#2b2f35',
    altCoating: '#e8711a',
    finish: 'crinkle',
    en388: '2241X',
    use: 'outdoor work, cold stores and winter construction down to -20 °C',
    price: 0.95,
  },
  {
    code: 'WG-HV13',
    liner: '13-gauge hi-vis polyester',
    linerColour: '#d4e12b',
    coating: 'Foam latex',
    coatingColour: '#2b2f35',
    altCoating: '#e8711a',
    finish: 'foam',
    en388: '3121X',
    use: 'road works, rail and logistics yards where hands must be seen',
    price: 0.48,
  },
  {
    code: 'WG-NF13G',
    liner: '13-gauge nylon',
    linerColour: '#5b6770',
    coating: 'Foam nitrile',
    coatingColour: '#2e7d4f',
    altCoating: '#1d1f22',
    finish: 'micro-foam',
    en388: '4131X',
    use: 'food-adjacent handling and agriculture, in a colour that is easy to find',
    price: 0.44,
  },
];

export const workGloves: ProductLine = {
  id: 'work-gloves',
  title: 'Coated Work Gloves',
  kind: 'work-gloves',
  category: 'Safety Gloves',
  documents: ['data-sheet', 'declaration'],
  standards: [
    'EN ISO 21420:2020 (general requirements)',
    'EN 388:2016+A1:2018 (mechanical risks)',
    'Regulation (EU) 2016/425, PPE category II',
  ],
  accessoryLines: ['work-gloves', 'safety-helmets'],
  products: (context) =>
    GLOVES.map((glove) => ({
      modelNumber: `${context.modelPrefix}-${glove.code}`,
      productName: `${glove.coating} Coated Work Gloves, ${glove.liner[0]!.toUpperCase()}${glove.liner.slice(1)} Liner, EN 388 ${glove.en388}`,
      price: priceRange(context, glove.price, 'Pair', 1.3),
      supplyAbility: supplyAbility(context, glove.price > 1 ? 200000 : 600000, 'Pair/Pairs'),
      description: describe(
        [
          `Seamless knitted ${glove.liner} glove with a ${glove.coating.toLowerCase()} coating on the palm and fingertips, ${glove.finish} finish. Made for ${glove.use}.`,
          `The knitted back breathes and keeps hands dry during long shifts; the elastic knit wrist keeps dirt out. Tested to EN 388:2016 with the result ${glove.en388} (abrasion, blade cut, tear, puncture${glove.en388.length > 4 ? ', ISO 13997 cut' : ''}), and touchscreen compatible in sizes 7 to 10.`,
        ],
        [
          'Sizes 6 (XS) to 11 (XXL), colour-coded hems',
          `EN 388 ${glove.en388}, CE category II`,
          'Ergonomic hand shape, no seams on the fingers',
          'Packed 12 pairs per polybag; retail header cards on request',
        ],
        context,
      ),
      highlights: pairs([
        ['Liner', glove.liner],
        ['Coating', glove.coating],
        ['EN 388', glove.en388],
        ['Sizes', '6-11 (XS-XXL)'],
      ]),
      technicalDatas: pairs([
        ['Liner', glove.liner],
        ['Coating', `${glove.coating}, palm and fingertips`],
        ['Grip Finish', glove.finish],
        ['Cuff', 'Knitted wrist'],
        ['EN 388:2016 Rating', glove.en388],
        ['Sizes', '6, 7, 8, 9, 10, 11'],
        ['Touchscreen', 'Yes (sizes 7-10)'],
      ]),
      logisticDatas: logistics(context, [
        ['Packaging', '12 pairs per polybag, 240 pairs per carton'],
        ['Carton Size', '560 × 380 × 400 mm'],
        ['Gross Weight per Carton', `${glove.liner.startsWith('7') ? 16 : 11} kg`],
        ['HS Code', '6116.10.20'],
      ]),
      finish: { main: glove.coatingColour, trim: glove.linerColour },
      altFinish: { main: glove.altCoating, trim: glove.linerColour },
      dimensions: ['Size 9', '245 mm'],
    })),
};
