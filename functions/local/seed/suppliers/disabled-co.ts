import { safetyHelmets } from '#functions/local/seed/catalogue/lines/safety-helmets.ts';
import { workGloves } from '#functions/local/seed/catalogue/lines/work-gloves.ts';
import type { SupplierSeed } from './supplier-seed.ts';

/** Disabled by the platform: its pages answer supplier_disable. A few products, so there is something to hide. */
export const DISABLED_CO: SupplierSeed = {
  profile: {
    name: 'disabled-co',
    status: 'disabled',
    companyName: 'Baltic Workwear Supply OÜ',
    countryCode: 'EE',
    region: 'Harju County',
    established: '2016',
    address: 'Peterburi tee 46, 11415 Tallinn, Estonia',
    businessType: 'Wholesaler',
    categories: ['Safety Gloves', 'Safety Helmets'],
    email: 'sales@balticworkwear.example',
    phone: '+372 655 0182',
    website: 'https://www.balticworkwear.example',
    description: '<p>Work gloves, helmets and workwear for the Baltic construction and logistics trade.</p>',
    mainColor: '#6b4c9a',
    secondColor: '#f4b942',
    metaDescription: 'Baltic Workwear Supply, Tallinn: work gloves and safety helmets.',
  },
  memberSinceDays: 300,
  brand: { initials: 'BW', wordmark: 'BALTIC', tagline: 'Workwear Supply', short: 'Baltic Workwear' },
  catalogue: {
    context: {
      brand: 'BalticSafe',
      modelPrefix: 'BWS',
      origin: 'Estonia',
      port: 'Tallinn (Muuga)',
      service: 'Delivery in the Baltic states within 48 hours',
      currency: '€',
      priceFactor: 1.8,
      supplyFactor: 0.05,
      leadTime: '2-5 days from stock',
      incoterms: 'EXW Tallinn, DAP',
      closing: 'Stock is held in Tallinn; orders ship within two working days.',
    },
    menu: [
      {
        name: 'Personal Protection',
        children: [
          { name: 'Work Gloves', lines: [workGloves], take: 3 },
          { name: 'Safety Helmets', lines: [safetyHelmets], take: 2 },
        ],
      },
    ],
    gallery: () => ({ views: ['hero', 'detail'], video: false }),
    spacingHours: 48,
    signatory: { name: 'Kadri Tamm', title: 'Member of the Management Board', place: 'Tallinn' },
  },
  company: {
    medias: ['warehouse'],
    highlights: [{ name: 'Year Established', value: '2016' }],
    documents: [],
    turnovers: [],
    tradeShows: [],
    contacts: [],
  },
};
