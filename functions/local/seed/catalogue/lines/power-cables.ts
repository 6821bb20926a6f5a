import type { ProductLine } from '#functions/local/seed/catalogue/product-line.ts';
import { describe, logistics, pairs, priceRange, supplyAbility } from '#functions/local/seed/catalogue/product-text.ts';

const SHEATHS = { black: '#2d2f33', grey: '#9aa3ad', white: '#eef0f2', orange: '#e8711a' } as const;

type Cable = {
  type: string;
  cores: string;
  sheath: keyof typeof SHEATHS;
  diameter: number;
  copper: number;
  voltage: string;
  family: 'rubber' | 'pvc' | 'installation';
  price: number;
};

const CABLES: Cable[] = [
  {
    type: 'H07RN-F',
    cores: '3G1.5',
    sheath: 'black',
    diameter: 10.1,
    copper: 43,
    voltage: '450/750 V',
    family: 'rubber',
    price: 52,
  },
  {
    type: 'H07RN-F',
    cores: '3G2.5',
    sheath: 'black',
    diameter: 11.6,
    copper: 72,
    voltage: '450/750 V',
    family: 'rubber',
    price: 78,
  },
  {
    type: 'H07RN-F',
    cores: '4G4',
    sheath: 'black',
    diameter: 15.0,
    copper: 154,
    voltage: '450/750 V',
    family: 'rubber',
    price: 148,
  },
  {
    type: 'H07RN-F',
    cores: '5G2.5',
    sheath: 'black',
    diameter: 13.9,
    copper: 120,
    voltage: '450/750 V',
    family: 'rubber',
    price: 121,
  },
  {
    type: 'H07RN-F',
    cores: '5G6',
    sheath: 'black',
    diameter: 20.1,
    copper: 288,
    voltage: '450/750 V',
    family: 'rubber',
    price: 262,
  },
  {
    type: 'H05VV-F',
    cores: '3G0.75',
    sheath: 'white',
    diameter: 6.4,
    copper: 22,
    voltage: '300/500 V',
    family: 'pvc',
    price: 18,
  },
  {
    type: 'H05VV-F',
    cores: '3G1.5',
    sheath: 'grey',
    diameter: 7.8,
    copper: 43,
    voltage: '300/500 V',
    family: 'pvc',
    price: 31,
  },
  {
    type: 'H05RR-F',
    cores: '3G1.0',
    sheath: 'black',
    diameter: 8.0,
    copper: 29,
    voltage: '300/500 V',
    family: 'rubber',
    price: 27,
  },
  {
    type: 'NYM-J',
    cores: '3x1.5',
    sheath: 'grey',
    diameter: 8.7,
    copper: 43,
    voltage: '300/500 V',
    family: 'installation',
    price: 33,
  },
];

const FAMILY = {
  rubber: {
    insulation: 'EPR rubber (EI4)',
    jacket: 'Polychloroprene rubber (EM2), oil and UV resistant',
    conductor: 'Class 5 fine-stranded bare copper',
    temperature: '-25 °C to +60 °C (fixed: -40 °C)',
    standard: 'EN 50525-2-21',
    hs: '8544.49.93',
  },
  pvc: {
    insulation: 'PVC (TI2)',
    jacket: 'PVC (TM2)',
    conductor: 'Class 5 fine-stranded bare copper',
    temperature: '+5 °C to +70 °C (fixed: -40 °C)',
    standard: 'EN 50525-2-11',
    hs: '8544.49.93',
  },
  installation: {
    insulation: 'PVC (TI1)',
    jacket: 'PVC, flame retardant',
    conductor: 'Class 1 solid bare copper',
    temperature: '-5 °C to +70 °C',
    standard: 'DIN VDE 0250-204',
    hs: '8544.49.91',
  },
} as const;

export const powerCables: ProductLine = {
  id: 'power-cables',
  title: 'Power and Flexible Cables',
  kind: 'cable-coil',
  category: 'Power Cables',
  documents: ['data-sheet', 'declaration'],
  standards: [
    'EN 50525-1:2011',
    'EN 50525-2-21 / EN 50525-2-11',
    'EN 60332-1-2 (flame propagation)',
    'Directive 2014/35/EU (LVD)',
    'Regulation (EU) 305/2011 (CPR)',
  ],
  accessoryLines: ['industrial-plugs', 'circuit-breakers', 'power-cables'],
  products: (context) =>
    CABLES.map((cable, index) => {
      const family = FAMILY[cable.family];
      const section = cable.cores.replace(/^\d+[Gx]/, '');
      const coreCount = cable.cores.replace(/[Gx].*$/, '');
      return {
        modelNumber: `${context.modelPrefix}-${cable.type.replace('-', '')}-${cable.cores.replace('.', '')}`,
        productName: `${cable.type} ${cable.cores} mm² ${cable.family === 'installation' ? 'Installation Cable' : cable.family === 'rubber' ? 'Rubber Flexible Cable' : 'PVC Flexible Cord'}, ${cable.voltage}, 100 m Coil`,
        price: priceRange(context, cable.price, 'Roll', 1.15),
        supplyAbility: supplyAbility(context, 3000, 'Roll/Rolls'),
        description: describe(
          [
            `${cable.type} ${cable.cores} is a ${coreCount}-core ${cable.family === 'installation' ? 'sheathed installation cable for fixed wiring in dry and damp rooms, on, in and under plaster' : cable.family === 'rubber' ? 'heavy-duty rubber cable for mobile equipment, construction sites, stage and event power, and industrial machines in wet and oily places' : 'light PVC cord for household appliances, lamps and office equipment'}. Each core has a ${section} mm² ${family.conductor.toLowerCase()} conductor; cores are coloured to HD 308 S2${cable.cores.includes('G') ? ' with green/yellow protective earth' : ''}.`,
            `Insulation: ${family.insulation}. Outer sheath: ${family.jacket.toLowerCase()}, outer diameter about ${cable.diameter} mm. Made to ${family.standard} and HAR/VDE approved; each coil carries a metre marking on the sheath for easy cutting and stock control.`,
          ],
          [
            `Rated voltage ${cable.voltage}, test voltage ${cable.voltage.startsWith('450') ? '2.5' : '2'} kV`,
            `Operating temperature ${family.temperature}`,
            'Flame retardant to EN 60332-1-2',
            '100 m coils on request on 500 m wooden drums',
          ],
          context,
        ),
        highlights: pairs([
          ['Type', cable.type],
          ['Cores × Cross-section', `${cable.cores} mm²`],
          ['Rated Voltage', cable.voltage],
          ['Length', '100 m per coil'],
        ]),
        technicalDatas: pairs([
          ['Conductor', family.conductor],
          ['Insulation', family.insulation],
          ['Sheath', family.jacket],
          ['Outer Diameter', `${cable.diameter} mm`],
          ['Copper Weight', `${cable.copper} kg/km`],
          ['Minimum Bending Radius', `${Math.round(cable.diameter * (cable.family === 'installation' ? 4 : 6))} mm`],
          ['Operating Temperature', family.temperature],
          ['Standard', family.standard],
        ]),
        logisticDatas: logistics(context, [
          ['Packaging', '100 m coil, shrink wrapped with label'],
          ['Coils per Pallet', String(cable.diameter > 14 ? 12 : cable.diameter > 9 ? 24 : 48)],
          ['Coil Weight', `${(((cable.copper + cable.diameter * cable.diameter * 0.9) * 100) / 1000).toFixed(1)} kg`],
          ['HS Code', family.hs],
        ]),
        finish: { main: SHEATHS[cable.sheath], trim: '#e8711a' },
        altFinish: { main: SHEATHS[index % 2 === 0 ? 'orange' : 'black'], trim: '#2b2f35' },
        dimensions: ['Ø 480 mm', '100 m'],
      };
    }),
};
