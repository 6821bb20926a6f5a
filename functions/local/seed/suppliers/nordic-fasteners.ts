import {
  BLACK_12_9,
  GALVANIZED_8_8,
  STAINLESS_A2,
  STAINLESS_A4,
  ZINC_8_8,
} from '#functions/local/seed/catalogue/fastener-grades.ts';
import { flatWasherLine } from '#functions/local/seed/catalogue/lines/flat-washers.ts';
import { hexBoltLine } from '#functions/local/seed/catalogue/lines/hex-bolts.ts';
import { hexNutLine } from '#functions/local/seed/catalogue/lines/hex-nuts.ts';
import { socketScrewLine } from '#functions/local/seed/catalogue/lines/socket-screws.ts';
import type { SupplierSeed } from './supplier-seed.ts';

const OWNER = 'erik.lindqvist@vitrine.test';
const STAINLESS_FIRST = [STAINLESS_A2, STAINLESS_A4, GALVANIZED_8_8];

/** A normal supplier: a European fastener stockist, its own menu, a company profile partly filled. */
export const NORDIC_FASTENERS: SupplierSeed = {
  profile: {
    name: 'nordic-fasteners',
    status: 'active',
    companyName: 'Nordic Fasteners AB',
    countryCode: 'SE',
    region: 'Västra Götaland',
    established: '1987',
    address: 'Importgatan 14, 422 46 Hisings Backa, Gothenburg, Sweden',
    businessType: 'Distributor, Wholesaler',
    categories: ['Bolts', 'Screws', 'Nuts', 'Washers'],
    mainProducts:
      '<p>Stainless steel A2 and A4 fasteners, hot-dip galvanized bolts for construction, socket screws for machine building.</p>',
    email: 'order@nordicfasteners.example',
    phone: '+46 31 555 27 40',
    website: 'https://www.nordicfasteners.example',
    description:
      '<p>Nordic Fasteners has supplied industry, construction and the marine trade in Scandinavia since 1987. From our 9,000 m² warehouse in Gothenburg we keep more than 24,000 stock items and deliver next day anywhere in Sweden, Norway and Denmark.</p><p>We specialise in stainless steel and corrosion-protected fasteners for outdoor and coastal use, with full traceability and EN 10204 3.1 certificates.</p>',
    mainColor: '#1e3a5f',
    secondColor: '#d9a441',
    metaDescription:
      'Nordic Fasteners AB, Gothenburg: stainless steel and galvanized bolts, screws, nuts and washers from stock, next-day delivery in Scandinavia.',
  },
  memberSinceDays: 900,
  brand: { initials: 'NF', wordmark: 'NORDIC', tagline: 'Fasteners AB', short: 'Nordic Fasteners' },
  owner: OWNER,
  catalogue: {
    context: {
      brand: 'Nordic Fasteners',
      modelPrefix: 'NF',
      origin: 'Germany',
      port: 'Gothenburg',
      service: 'Next-day delivery in Scandinavia, kanban and vendor-managed stock, special lengths cut to order',
      currency: '€',
      priceFactor: 1.6,
      supplyFactor: 0.1,
      leadTime: 'From stock: 1-3 days; other sizes 4-6 weeks',
      incoterms: 'EXW Gothenburg, DAP, DDP (EU)',
      closing:
        'All items are kept in stock in Gothenburg in boxes or 25 kg cartons. Orders placed before 14:00 leave the same day; certificates are sent with the delivery note.',
    },
    menu: [
      {
        name: 'Bolts & Screws',
        children: [
          { name: 'Hex Head Bolts', lines: [hexBoltLine([...STAINLESS_FIRST, ZINC_8_8])] },
          { name: 'Socket Cap Screws', lines: [socketScrewLine([STAINLESS_A2, BLACK_12_9, STAINLESS_A4])] },
        ],
      },
      {
        name: 'Nuts & Washers',
        children: [
          { name: 'Hex Nuts', lines: [hexNutLine(STAINLESS_FIRST)] },
          { name: 'Flat Washers', lines: [flatWasherLine(STAINLESS_FIRST)] },
        ],
      },
    ],
    gallery: () => ({ views: ['hero', 'mirror', 'detail'], video: false }),
    spacingHours: 30,
    signatory: { name: 'Erik Lindqvist', title: 'Managing Director', place: 'Gothenburg' },
  },
  company: {
    medias: ['warehouse', 'container-yard'],
    highlights: [
      { name: 'Year Established', value: '1987' },
      { name: 'Stock Items', value: '24,000' },
      { name: 'Warehouse', value: '9,000 m², Gothenburg' },
    ],
    documents: [],
    turnovers: [],
    tradeShows: [
      {
        name: 'Elmia Subcontractor',
        booth: 'Hall A, A04:22',
        startDate: '2026-11-10',
        endDate: '2026-11-13',
        location: 'Jönköping, Sweden',
      },
    ],
    contacts: [{ email: OWNER, canPost: true }],
  },
  posts: [
    {
      author: OWNER,
      hoursAgo: 70,
      content:
        '<p>Meet us at <strong>Elmia Subcontractor</strong> in Jönköping, 10-13 November, hall A, stand A04:22.</p>',
    },
    {
      author: OWNER,
      hoursAgo: 600,
      product: 'NF-HB8040-A4',
      content:
        '<p>A4-80 hex bolts now in stock from M6 to M24: the right choice for quays, bridges and anything near salt water.</p>',
      images: [{ product: 'NF-HB8040-A4', picture: 0 }],
    },
  ],
};
