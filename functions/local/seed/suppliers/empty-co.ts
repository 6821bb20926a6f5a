import type { SupplierSeed } from './supplier-seed.ts';

/** Active, with no products at all: the storefront's empty state. A minimal profile. */
export const EMPTY_CO: SupplierSeed = {
  profile: {
    name: 'empty-co',
    status: 'active',
    companyName: 'Everline Components Ltd.',
    countryCode: 'GB',
    region: 'West Midlands',
    established: '2024',
    address: 'Unit 7, Tameside Park, Walsall WS2 8LR, United Kingdom',
    businessType: 'Trading Company',
    categories: ['Hydraulic Fittings'],
    email: 'hello@everline-components.example',
    website: 'https://www.everline-components.example',
    description:
      '<p>Hydraulic hose fittings and adaptors for agricultural and construction machinery. Our catalogue is being prepared.</p>',
    mainColor: '#2f6f62',
    secondColor: '#e07a5f',
    metaDescription: 'Everline Components, Walsall: hydraulic hose fittings and adaptors.',
  },
  memberSinceDays: 12,
  brand: { initials: 'EC', wordmark: 'EVERLINE', tagline: 'Components', short: 'Everline' },
  company: {
    medias: [],
    highlights: [{ name: 'Year Established', value: '2024' }],
    documents: [],
    turnovers: [],
    tradeShows: [],
    contacts: [],
  },
};
