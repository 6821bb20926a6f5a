import { DARK_PLASTIC } from '#functions/local/seed/images/drawings/illustration.ts';
import type { ProductLine } from '#functions/local/seed/catalogue/product-line.ts';
import { describe, logistics, pairs, priceRange, supplyAbility } from '#functions/local/seed/catalogue/product-text.ts';

/** IEC 60309 colour code by rated voltage. */
const VOLTAGE_COLOURS = { '110 V': '#f2c200', '230 V': '#1f63c6', '400 V': '#c62f2f' } as const;
type Voltage = keyof typeof VOLTAGE_COLOURS;

type Plug = {
  amps: 16 | 32 | 63;
  poles: string;
  voltage: Voltage;
  clock: string;
  ip: 'IP44' | 'IP67';
  gland: string;
  section: string;
  price: number;
};

const PLUGS: Plug[] = [
  {
    amps: 16,
    poles: '2P+E',
    voltage: '230 V',
    clock: '6h',
    ip: 'IP44',
    gland: '6-15 mm',
    section: '1-2.5 mm²',
    price: 1.85,
  },
  {
    amps: 32,
    poles: '2P+E',
    voltage: '230 V',
    clock: '6h',
    ip: 'IP67',
    gland: '9-20 mm',
    section: '2.5-6 mm²',
    price: 4.6,
  },
  {
    amps: 16,
    poles: '3P+E',
    voltage: '400 V',
    clock: '6h',
    ip: 'IP44',
    gland: '8-16 mm',
    section: '1-2.5 mm²',
    price: 2.4,
  },
  {
    amps: 16,
    poles: '3P+N+E',
    voltage: '400 V',
    clock: '6h',
    ip: 'IP44',
    gland: '8-16 mm',
    section: '1-2.5 mm²',
    price: 2.65,
  },
  {
    amps: 32,
    poles: '3P+N+E',
    voltage: '400 V',
    clock: '6h',
    ip: 'IP44',
    gland: '10-20 mm',
    section: '2.5-6 mm²',
    price: 3.95,
  },
  {
    amps: 32,
    poles: '3P+N+E',
    voltage: '400 V',
    clock: '6h',
    ip: 'IP67',
    gland: '10-20 mm',
    section: '2.5-6 mm²',
    price: 5.8,
  },
  {
    amps: 63,
    poles: '3P+N+E',
    voltage: '400 V',
    clock: '6h',
    ip: 'IP67',
    gland: '18-32 mm',
    section: '6-16 mm²',
    price: 14.9,
  },
  {
    amps: 16,
    poles: '2P+E',
    voltage: '110 V',
    clock: '4h',
    ip: 'IP44',
    gland: '6-15 mm',
    section: '1-2.5 mm²',
    price: 1.9,
  },
  {
    amps: 32,
    poles: '2P+E',
    voltage: '110 V',
    clock: '4h',
    ip: 'IP44',
    gland: '9-20 mm',
    section: '2.5-6 mm²',
    price: 3.7,
  },
];

export const industrialPlugs: ProductLine = {
  id: 'industrial-plugs',
  title: 'Industrial Plugs IEC 60309',
  kind: 'industrial-plug',
  category: 'Industrial Plugs & Sockets',
  documents: ['data-sheet', 'declaration'],
  standards: [
    'IEC 60309-1:2021',
    'IEC 60309-2:2021',
    'EN 60529 (IP code)',
    'Directive 2014/35/EU (LVD)',
    'Directive 2011/65/EU (RoHS)',
  ],
  accessoryLines: ['power-cables', 'industrial-plugs', 'circuit-breakers'],
  products: (context) =>
    PLUGS.map((plug, index) => {
      const pins = plug.poles.split('+').reduce((count, part) => count + (part.endsWith('P') ? Number(part[0]) : 1), 0);
      const watertight = plug.ip === 'IP67';
      return {
        modelNumber: `${context.modelPrefix}-IP${plug.amps}${pins}${plug.voltage[0]}${watertight ? 'W' : ''}`,
        productName: `Industrial Plug IEC 60309 ${plug.amps}A ${pins}-Pin ${plug.poles} ${plug.voltage} ${plug.clock}, ${plug.ip}${watertight ? ' Watertight' : ' Splash-Proof'}`,
        price: priceRange(context, plug.price, 'Piece', 1.25),
        supplyAbility: supplyAbility(context, plug.amps === 63 ? 20000 : 120000, 'Piece/Pieces'),
        description: describe(
          [
            `A ${plug.amps} A industrial plug to IEC 60309-2 for ${plug.voltage} ${plug.voltage === '400 V' ? 'three-phase' : 'single-phase'} supplies, ${pins} pins (${plug.poles}) in the ${plug.clock} earth position. The ${plug.voltage === '230 V' ? 'blue' : plug.voltage === '400 V' ? 'red' : 'yellow'} housing follows the IEC colour code, so it only mates with sockets of the same voltage and current.`,
            `${watertight ? 'Watertight IP67: a screw ring seals the plug to the socket, for outdoor power distribution, marine and washdown areas.' : 'Splash-proof IP44 with a bayonet-free push fit, for workshops, construction sites and events.'} Solid brass pins are nickel plated; the housing is PA6 polyamide, impact resistant, self-extinguishing and halogen free. Screw terminals take ${plug.section} conductors, and the cable gland clamps cables of ${plug.gland} diameter.`,
          ],
          [
            `${plug.amps} A, ${plug.voltage}, 50/60 Hz, ${plug.poles}`,
            `${plug.ip} protection, ${watertight ? 'screw ring coupling' : 'spring-loaded lid on the matching socket'}`,
            'Nickel-plated brass contacts, captive screws',
            'Cable gland with strain relief and integrated seal',
            'CE and CB-certified',
          ],
          context,
        ),
        highlights: pairs([
          ['Rated Current', `${plug.amps} A`],
          ['Rated Voltage', plug.voltage],
          ['Poles', `${pins} (${plug.poles})`],
          ['Protection', plug.ip],
        ]),
        technicalDatas: pairs([
          ['Standard', 'IEC 60309-1 / IEC 60309-2'],
          ['Rated Current', `${plug.amps} A`],
          ['Rated Voltage', `${plug.voltage}, 50/60 Hz`],
          ['Earth Position', plug.clock],
          ['Degree of Protection', plug.ip],
          ['Conductor Cross-section', plug.section],
          ['Cable Diameter', plug.gland],
          ['Housing', 'PA6 polyamide, halogen free, UL94 V-2'],
          ['Contacts', 'Brass, nickel plated'],
          ['Operating Temperature', '-25 °C to +40 °C'],
        ]),
        logisticDatas: logistics(context, [
          ['Packaging', 'Individual polybag with label'],
          ['Units per Carton', String(plug.amps === 63 ? 20 : plug.amps === 32 ? 60 : 100)],
          ['Carton Size', '480 × 320 × 300 mm'],
          ['HS Code', '8536.69.90'],
        ]),
        finish: { main: VOLTAGE_COLOURS[plug.voltage], trim: DARK_PLASTIC },
        altFinish: { main: VOLTAGE_COLOURS[index % 2 === 0 ? '400 V' : '230 V'], trim: DARK_PLASTIC },
        dimensions: [
          `${plug.amps === 63 ? 215 : plug.amps === 32 ? 175 : 140} mm`,
          `Ø ${plug.amps === 63 ? 98 : plug.amps === 32 ? 78 : 66} mm`,
        ],
      };
    }),
};
