import type { ProductLine } from '#functions/local/seed/catalogue/product-line.ts';
import {
  describe,
  finishes,
  logistics,
  pairs,
  priceRange,
  supplyAbility,
} from '#functions/local/seed/catalogue/product-text.ts';

const CAST_IRON = '#7d8791';
const STAINLESS = '#c3cad1';
const COLOURS = [
  { main: '#1f5fa8', trim: CAST_IRON },
  { main: '#2e7d4f', trim: CAST_IRON },
  { main: '#1f5fa8', trim: STAINLESS },
  { main: '#8c2f1f', trim: CAST_IRON },
];

type Pump = {
  code: string;
  suction: number;
  discharge: number;
  kw: number;
  flow: string;
  head: string;
  bep: string;
  stainless: boolean;
  weight: number;
  price: number;
};

const PUMPS: Pump[] = [
  {
    code: 'CPM-158',
    suction: 32,
    discharge: 25,
    kw: 0.75,
    flow: '1.2-6.0',
    head: '34-18',
    bep: '3.6 m³/h at 28 m',
    stainless: false,
    weight: 21,
    price: 68,
  },
  {
    code: 'CPM-200S',
    suction: 40,
    discharge: 32,
    kw: 1.5,
    flow: '3.0-12.0',
    head: '36-22',
    bep: '7.8 m³/h at 30 m',
    stainless: true,
    weight: 27,
    price: 142,
  },
  {
    code: 'CP-32/160',
    suction: 50,
    discharge: 32,
    kw: 2.2,
    flow: '6.0-15.0',
    head: '34-26',
    bep: '12.5 m³/h at 30 m',
    stainless: false,
    weight: 58,
    price: 236,
  },
  {
    code: 'CP-40/160',
    suction: 65,
    discharge: 40,
    kw: 4.0,
    flow: '12-30',
    head: '35-26',
    bep: '25 m³/h at 31 m',
    stainless: false,
    weight: 76,
    price: 318,
  },
  {
    code: 'CP-50/160',
    suction: 65,
    discharge: 50,
    kw: 5.5,
    flow: '25-60',
    head: '34-24',
    bep: '50 m³/h at 30 m',
    stainless: false,
    weight: 92,
    price: 395,
  },
  {
    code: 'CP-50/200',
    suction: 65,
    discharge: 50,
    kw: 7.5,
    flow: '25-60',
    head: '52-40',
    bep: '50 m³/h at 47 m',
    stainless: false,
    weight: 118,
    price: 486,
  },
  {
    code: 'CP-65/200',
    suction: 80,
    discharge: 65,
    kw: 15,
    flow: '50-120',
    head: '55-42',
    bep: '100 m³/h at 50 m',
    stainless: false,
    weight: 185,
    price: 842,
  },
  {
    code: 'CP-65/200S',
    suction: 80,
    discharge: 65,
    kw: 15,
    flow: '50-120',
    head: '55-42',
    bep: '100 m³/h at 50 m',
    stainless: true,
    weight: 176,
    price: 1390,
  },
];

export const centrifugalPumps: ProductLine = {
  id: 'centrifugal-pumps',
  title: 'Centrifugal Pumps',
  kind: 'centrifugal-pump',
  category: 'Centrifugal Pumps',
  documents: ['data-sheet', 'manual', 'declaration'],
  standards: [
    'EN 809:1998+A1:2009',
    'EN ISO 12100:2010',
    'EN 60034-1:2010',
    'ISO 9906:2012 Grade 3B',
    'EN ISO 2858:2010',
  ],
  accessoryLines: ['ball-valves', 'centrifugal-pumps', 'pillow-blocks', 'power-cables'],
  products: (context) =>
    PUMPS.map((pump, index) => {
      const monobloc = pump.code.startsWith('CPM');
      const casing = pump.stainless ? 'Stainless steel AISI 316' : 'Cast iron EN-GJL-250';
      return {
        modelNumber: `${context.modelPrefix}-${pump.code}`,
        productName: `${monobloc ? 'Monobloc' : 'End-Suction'} Centrifugal Pump ${pump.kw} kW, DN${pump.suction}/DN${pump.discharge}${pump.stainless ? ', Stainless Steel 316' : ''}`,
        price: priceRange(context, pump.price, 'Set', 1.18),
        supplyAbility: supplyAbility(context, pump.kw > 10 ? 300 : 1500, 'Set/Sets'),
        description: describe(
          [
            `${monobloc ? 'A compact monobloc pump with the impeller mounted directly on the motor shaft' : `A horizontal end-suction pump built to EN 733 / ISO 2858 dimensions, so it replaces pumps of the same size from other makers without changing pipework or base`}. It moves ${pump.flow} m³/h at heads of ${pump.head} m, with its best efficiency at ${pump.bep}. Typical duties: ${pump.stainless ? 'demineralised water, mild chemicals, food and beverage process lines' : 'water supply and pressure boosting, HVAC circulation, irrigation and cooling water'}.`,
            `The closed ${pump.stainless ? 'stainless steel' : 'bronze'} impeller is dynamically balanced to ISO 21940 G6.3, and the shaft is sealed by a carbon/silicon-carbide mechanical seal. The ${pump.kw} kW two-pole motor is TEFC, IP55, insulation class F and efficiency class IE3, wound for 380-415 V 3~ 50 Hz (other voltages on request).`,
            `Each pump is run on our test bench and its curve is recorded to ISO 9906 grade 3B; the test report ships with the pump.`,
          ],
          [
            `${casing} casing, ${pump.suction} mm suction, ${pump.discharge} mm discharge flanges (EN 1092-2 PN 16)`,
            'Mechanical seal, no packing to adjust',
            'IE3 premium-efficiency motor, IP55, class F',
            'Back pull-out design: service without disturbing the pipework',
            'Painted RAL 5015 or to customer colour, epoxy coating on request',
          ],
          context,
        ),
        highlights: pairs([
          ['Motor Power', `${pump.kw} kW`],
          ['Flow Range', `${pump.flow} m³/h`],
          ['Head Range', `${pump.head} m`],
          ['Best Efficiency Point', pump.bep],
        ]),
        technicalDatas: pairs([
          ['Pump Type', monobloc ? 'Monobloc, close-coupled' : 'End suction, back pull-out'],
          ['Suction / Discharge', `DN${pump.suction} / DN${pump.discharge}`],
          ['Speed', '2,900 rpm'],
          ['Max. Working Pressure', '10 bar'],
          ['Liquid Temperature', `-10 °C to +${pump.stainless ? 120 : 105} °C`],
          ['Casing', casing],
          ['Impeller', pump.stainless ? 'Stainless steel AISI 316, closed' : 'Bronze CuSn10, closed'],
          ['Shaft Seal', 'Mechanical seal, carbon / SiC / EPDM'],
          ['Motor', `${pump.kw} kW, 2-pole, 380-415 V 3~ 50 Hz, IP55, class F`],
          ['Net Weight', `${pump.weight} kg`],
        ]),
        logisticDatas: logistics(context, [
          ['Packaging', pump.weight > 60 ? 'Fumigation-free plywood case on pallet' : 'Export carton with foam'],
          [
            'Package Size',
            pump.weight > 100 ? '1,050 × 520 × 560 mm' : pump.weight > 60 ? '860 × 440 × 480 mm' : '520 × 300 × 340 mm',
          ],
          ['Gross Weight', `${Math.round(pump.weight * 1.15 + 4)} kg`],
          ['HS Code', '8413.70.30'],
        ]),
        ...finishes(COLOURS, pump.stainless ? 2 : index),
        dimensions: [`${Math.round(380 + pump.kw * 28)} mm`, `${Math.round(240 + pump.kw * 9)} mm`],
      };
    }),
};
