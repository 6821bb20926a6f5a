import type { ProductLine } from '#functions/local/seed/catalogue/product-line.ts';
import {
  describe,
  finishes,
  logistics,
  pairs,
  priceRange,
  supplyAbility,
} from '#functions/local/seed/catalogue/product-text.ts';

const BRASS = '#c9a227';
const STAINLESS = '#b8c0c8';
const HANDLES = { red: '#c0392b', blue: '#1f63c6', yellow: '#e0a800', black: '#2b2f35' };

type Valve = {
  code: string;
  dn: number;
  inch: string;
  body: 'brass' | 'stainless';
  pieces: 2 | 3;
  pressure: string;
  ends: string;
  handle: keyof typeof HANDLES;
  price: number;
};

const VALVES: Valve[] = [
  {
    code: 'BV2-015B',
    dn: 15,
    inch: '1/2"',
    body: 'brass',
    pieces: 2,
    pressure: 'PN 40',
    ends: 'BSP female (ISO 228-1)',
    handle: 'red',
    price: 2.35,
  },
  {
    code: 'BV2-020B',
    dn: 20,
    inch: '3/4"',
    body: 'brass',
    pieces: 2,
    pressure: 'PN 40',
    ends: 'BSP female (ISO 228-1)',
    handle: 'red',
    price: 3.4,
  },
  {
    code: 'BV2-025B',
    dn: 25,
    inch: '1"',
    body: 'brass',
    pieces: 2,
    pressure: 'PN 30',
    ends: 'BSP female (ISO 228-1)',
    handle: 'blue',
    price: 5.1,
  },
  {
    code: 'BV2-032B',
    dn: 32,
    inch: '1-1/4"',
    body: 'brass',
    pieces: 2,
    pressure: 'PN 25',
    ends: 'BSP female (ISO 228-1)',
    handle: 'red',
    price: 8.2,
  },
  {
    code: 'BV2-050B',
    dn: 50,
    inch: '2"',
    body: 'brass',
    pieces: 2,
    pressure: 'PN 20',
    ends: 'BSP female (ISO 228-1)',
    handle: 'yellow',
    price: 17.6,
  },
  {
    code: 'BV3-015S',
    dn: 15,
    inch: '1/2"',
    body: 'stainless',
    pieces: 3,
    pressure: '1000 WOG (PN 63)',
    ends: 'NPT female (ASME B1.20.1)',
    handle: 'black',
    price: 7.9,
  },
  {
    code: 'BV3-025S',
    dn: 25,
    inch: '1"',
    body: 'stainless',
    pieces: 3,
    pressure: '1000 WOG (PN 63)',
    ends: 'NPT female (ASME B1.20.1)',
    handle: 'black',
    price: 12.4,
  },
  {
    code: 'BV3-040S',
    dn: 40,
    inch: '1-1/2"',
    body: 'stainless',
    pieces: 3,
    pressure: '1000 WOG (PN 63)',
    ends: 'Socket weld (ASME B16.11)',
    handle: 'blue',
    price: 23.8,
  },
  {
    code: 'BV3-050S',
    dn: 50,
    inch: '2"',
    body: 'stainless',
    pieces: 3,
    pressure: '1000 WOG (PN 63)',
    ends: 'Butt weld (ASME B16.25)',
    handle: 'black',
    price: 33.5,
  },
  {
    code: 'BV2-025S',
    dn: 25,
    inch: '1"',
    body: 'stainless',
    pieces: 2,
    pressure: 'PN 63',
    ends: 'BSP female (ISO 228-1)',
    handle: 'red',
    price: 9.6,
  },
];

export const ballValves: ProductLine = {
  id: 'ball-valves',
  title: 'Ball Valves',
  kind: 'ball-valve',
  category: 'Ball Valves',
  documents: ['data-sheet', 'inspection-certificate'],
  standards: ['EN 13828:2003', 'ISO 5208:2015 (Rate A)', 'EN 10204:2004 type 3.1', 'PED 2014/68/EU, Article 4.3'],
  accessoryLines: ['ball-valves', 'centrifugal-pumps', 'hex-bolts', 'nuts'],
  products: (context) =>
    VALVES.map((valve) => {
      const brass = valve.body === 'brass';
      const material = brass ? 'Forged brass CW617N, nickel plated' : 'Stainless steel CF8M (AISI 316)';
      return {
        modelNumber: `${context.modelPrefix}-${valve.code}`,
        productName: `${valve.pieces}-Piece ${brass ? 'Brass' : 'Stainless Steel 316'} Ball Valve DN${valve.dn} (${valve.inch}), Full Bore, ${valve.ends.split(' (')[0]}`,
        price: priceRange(context, valve.price, 'Piece', 1.22),
        supplyAbility: supplyAbility(context, brass ? 80000 : 20000, 'Piece/Pieces'),
        description: describe(
          [
            `A full-bore ${valve.pieces}-piece ball valve in ${brass ? 'hot-forged CW617N brass' : 'investment-cast CF8M stainless steel'} for ${brass ? 'drinking water, heating, compressed air and non-aggressive fluids' : 'process water, chemicals, food plants and steam up to 8 bar'}. The ${valve.inch} ball turns a quarter turn from fully open to fully closed, and the bore matches the pipe so the valve adds almost no pressure loss.`,
            `The chrome-plated ball seals on reinforced PTFE seats; the blow-out-proof stem has a double O-ring${brass ? '' : ' and a live-loaded gland with Belleville washers'} so it stays tight after thousands of cycles. ${valve.pieces === 3 ? 'The three-piece body swings out of the line after loosening four bolts, so seats can be replaced without cutting the pipe. An ISO 5211 mounting pad takes a pneumatic or electric actuator.' : 'The compact two-piece body is screwed and sealed with thread-locking compound.'}`,
            `Every valve is shell- and seat-tested with air at 6 bar and with water at 1.5 × the rated pressure before packing.`,
          ],
          [
            `Full bore DN${valve.dn}, ${valve.ends}`,
            `Rated ${valve.pressure}, -20 °C to +${brass ? 120 : 180} °C`,
            'Blow-out-proof stem, PTFE seats',
            `${valve.handle[0]!.toUpperCase()}${valve.handle.slice(1)} steel lever with vinyl grip, lockable on request`,
            brass
              ? 'Lead-free brass version (CW511L) on request'
              : 'Material test certificate EN 10204 3.1 for every heat',
          ],
          context,
        ),
        highlights: pairs([
          ['Nominal Size', `DN${valve.dn} (${valve.inch})`],
          ['Pressure Rating', valve.pressure],
          ['Body', material],
          ['Bore', 'Full bore'],
        ]),
        technicalDatas: pairs([
          ['Connection', valve.ends],
          ['Pressure Rating', valve.pressure],
          ['Temperature Range', `-20 °C to +${brass ? 120 : 180} °C`],
          ['Body Material', material],
          ['Ball', brass ? 'Brass, hard chrome plated' : 'Stainless steel 316'],
          ['Seats', brass ? 'PTFE' : 'RPTFE (15% glass filled)'],
          ['Stem Seal', brass ? 'Double FKM O-ring' : 'PTFE packing, live loaded'],
          ['Operation', 'Quarter-turn lever'],
          ['Test Standard', 'ISO 5208, leakage rate A'],
        ]),
        logisticDatas: logistics(context, [
          ['Packaging', brass ? 'Polybag, inner box of 10' : 'Individual box, 5 per inner box'],
          ['Units per Carton', String(valve.dn <= 20 ? 200 : valve.dn <= 32 ? 80 : 24)],
          ['Carton Size', '420 × 300 × 260 mm'],
          ['HS Code', '8481.80.81'],
        ]),
        ...finishes(
          [
            { main: brass ? BRASS : STAINLESS, trim: HANDLES[valve.handle] },
            { main: brass ? STAINLESS : BRASS, trim: HANDLES.red },
          ],
          0,
        ),
        dimensions: [`${Math.round(48 + valve.dn * 1.6)} mm`, `${Math.round(40 + valve.dn * 1.1)} mm`],
      };
    }),
};
