import type { CompanySeed, SupplierSeed } from '#functions/local/seed/suppliers/supplier-seed.ts';

export const DEMO_PROFILE: SupplierSeed['profile'] = {
  name: 'demo',
  status: 'active',
  companyName: 'Meridian Industrial Supply Co., Ltd.',
  countryCode: 'CN',
  region: 'Zhejiang',
  established: '2009',
  address: 'No. 188 Xingning Road, Yinzhou District, Ningbo, Zhejiang 315040, China',
  businessType: 'Manufacturer, Trading Company',
  categories: ['Power Tools', 'Valves & Pumps', 'Bearings', 'Fasteners', 'Safety Equipment', 'Electrical Equipment'],
  mainProducts:
    '<p>Cordless drills and angle grinders; brass and stainless steel ball valves; end-suction centrifugal pumps; deep groove ball bearings and pillow block units; hex bolts, socket screws, nuts and washers; safety helmets and coated work gloves; rubber cables, industrial plugs and miniature circuit breakers.</p>',
  email: 'export@meridian-industrial.example',
  phone: '+86 574 8766 2190',
  website: 'https://www.meridian-industrial.example',
  description: [
    '<p>Meridian Industrial Supply was founded in Ningbo in 2009 by three engineers from the local tool and valve industry. Today 420 people work on a 38,000 m² site in the Yinzhou industrial zone, 40 minutes from Ningbo-Zhoushan port, the busiest cargo port in the world.</p>',
    '<p>We make power tools, valves and pumps in our own plant and source bearings, fasteners, PPE and electrical products from a small group of audited partner factories that we have worked with for more than ten years. One order, one inspection and one container cover the whole maintenance and repair range of a distributor.</p>',
    "<p>85% of our output is exported to 62 countries, most of it under our customers' own brands. Our engineering team of 36 handles product design, tooling, certification (CE, UKCA, GS, ETL) and packaging artwork in-house.</p>",
    '<ul><li>Own QC laboratory: salt spray, hardness, pressure and endurance testing</li><li>Low minimum orders for mixed containers</li><li>Spare parts kept for 7 years after a model ends</li></ul>',
  ].join(''),
  mainColor: '#0f4c81',
  secondColor: '#f2a516',
  metaDescription:
    'Meridian Industrial Supply, Ningbo: power tools, ball valves and pumps, bearings, fasteners, safety equipment and electrical products. OEM and private label for distributors in 62 countries.',
};

export const DEMO_BRAND: SupplierSeed['brand'] = {
  initials: 'MI',
  wordmark: 'MERIDIAN',
  tagline: 'Industrial Supply',
  short: 'Meridian Industrial',
};

export const DEMO_COMPANY: CompanySeed = {
  medias: ['factory-hall', 'video', 'warehouse', 'laboratory', 'container-yard'],
  highlights: [
    { name: 'Year Established', value: '2009' },
    { name: 'Factory Area', value: '38,000 m²' },
    { name: 'Employees', value: '420 (36 engineers)' },
    { name: 'Annual Revenue', value: 'US $48 million' },
    { name: 'Export Share', value: '85%, to 62 countries' },
    { name: 'Certifications', value: 'ISO 9001, ISO 14001, CE, UKCA, GS' },
    { name: 'Monthly Capacity', value: '120,000 power tools, 2 million valves' },
    { name: 'Main Markets', value: 'Europe, North America, Southeast Asia' },
  ],
  documents: [
    {
      kind: 'quality-certificate',
      name: 'ISO 9001-2015 Certificate',
      certificate: {
        standard: 'ISO 9001:2015',
        scope:
          'Design, manufacture and export of power tools, valves and pumps; sourcing and export of bearings, fasteners, PPE and electrical products',
        number: 'NCS-QMS-2611408',
        firstIssued: '2014-06-18',
        validUntil: '2027-06-17',
        certifier: 'Northbridge Certification Services Ltd.',
      },
    },
    { kind: 'certificate-scan', name: 'ISO 14001-2015 Certificate (scan)' },
    { kind: 'company-profile', name: 'Meridian Company Profile 2026' },
  ],
  turnovers: [
    { region: 'Western Europe', percent: 30 },
    { region: 'North America', percent: 22 },
    { region: 'Southeast Asia', percent: 15 },
    { region: 'Middle East', percent: 10 },
    { region: 'South America', percent: 8 },
    { region: 'Africa', percent: 7 },
  ],
  tradeShows: [
    {
      name: 'Canton Fair (China Import and Export Fair), Phase 1',
      booth: 'Hall 12.1, F23',
      startDate: '2026-10-15',
      endDate: '2026-10-19',
      location: 'Guangzhou, China',
    },
    {
      name: 'National Hardware Show',
      booth: null,
      startDate: '2027-03-16',
      endDate: '2027-03-18',
      location: 'Las Vegas, USA',
    },
    {
      name: 'Hannover Messe',
      booth: 'Hall 6, B18',
      startDate: '2027-04-19',
      endDate: '2027-04-23',
      location: 'Hannover, Germany',
    },
    {
      name: 'EISENWARENMESSE - International Hardware Fair',
      booth: 'Hall 10.2, C041',
      startDate: '2026-03-03',
      endDate: '2026-03-06',
      location: 'Cologne, Germany',
    },
  ],
  contacts: [
    { email: 'sales@vitrine.test', canPost: true },
    { email: 'kevin.zhou@vitrine.test', canPost: false },
  ],
};
