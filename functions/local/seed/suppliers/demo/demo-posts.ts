import type { PostSeed } from '#functions/local/seed/suppliers/supplier-seed.ts';

const OWNER = 'owner@vitrine.test';
const SALES = 'sales@vitrine.test';

/** A season of a supplier's news: fairs, new products, certificates, shipments. */
export const DEMO_POSTS: PostSeed[] = [
  {
    author: OWNER,
    hoursAgo: 30,
    content:
      '<p>We are exhibiting at the <strong>Canton Fair, Phase 1</strong>, 15-19 October, in <strong>Hall 12.1, booth F23</strong>. On show: the new 18V brushless hammer drills, stainless 3-piece ball valves and our EN 397 helmet range.</p><p>Book a meeting with our export team through the contact button on this page.</p>',
    images: [{ booth: 'Hall 12.1 F23', exhibits: ['MTX-DR18-BLX', 'MTX-BV3-050S', 'MTX-SH-330PRO'] }],
  },
  {
    author: SALES,
    hoursAgo: 52,
    product: 'MTX-DR18-BLX',
    content:
      '<p>New in the range: the <strong>DR18-BLX</strong> heavy-duty hammer drill with 110 N·m and a 13 mm metal chuck. First production lot is ready; samples ship from stock within 3 days.</p>',
    images: [
      { product: 'MTX-DR18-BLX', picture: 0 },
      { product: 'MTX-DR18-BLX', picture: 1 },
    ],
  },
  {
    author: OWNER,
    hoursAgo: 98,
    content:
      '<p>Our quality laboratory has new equipment: a 1,000-hour salt spray chamber, a Rockwell and Vickers hardness tester and a hydrostatic bench for valves up to 100 bar. Test reports now come with every order at no extra cost.</p>',
    images: ['laboratory'],
  },
  {
    author: SALES,
    hoursAgo: 140,
    product: 'MTX-BV3-050S',
    content:
      '<p>All stainless 3-piece ball valves now come with an <strong>ISO 5211 mounting pad</strong> as standard, ready for pneumatic or electric actuators. Prices are unchanged.</p>',
    images: [{ product: 'MTX-BV3-050S', picture: 0 }],
  },
  {
    author: SALES,
    hoursAgo: 190,
    content:
      "<p>Two 40' HQ containers loaded today for a long-standing distributor in Rotterdam: power tools, valves and 18 tons of fasteners in one mixed shipment, one inspection and one set of documents.</p>",
    images: ['container-yard'],
  },
  {
    author: SALES,
    hoursAgo: 260,
    product: 'MTX-SH-330PRO',
    content:
      '<p>Our EN 397 helmets are in stock in six colours. Logo printing in up to 2 colours from 500 pieces, 7-day lead time.</p>',
    images: [
      { product: 'MTX-SH-330PRO', picture: 0 },
      { product: 'MTX-SH-110V', picture: 4 },
    ],
  },
  {
    author: OWNER,
    hoursAgo: 330,
    product: 'MTX-CP-65/200',
    content:
      '<p>Performance curves of every pump above 7.5 kW are now measured on our new 200 m³/h test bench to ISO 9906 grade 3B. The curve of your pump ships in the box.</p>',
    images: [{ product: 'MTX-CP-65/200', picture: 2 }],
  },
  {
    author: SALES,
    hoursAgo: 400,
    content:
      '<p>Golden Week holiday notice: our office is closed from 1 to 7 October. Orders confirmed before 25 September ship on schedule; urgent questions go to our after-sales hotline.</p>',
  },
  {
    author: SALES,
    hoursAgo: 520,
    product: 'MTX-WG-CRC13',
    content:
      '<p>The <strong>WG-CRC13</strong> cut-resistant glove passed its yearly EN 388:2016 re-test at an accredited laboratory: 4X43C, cut level C confirmed. The report is on the product page.</p>',
    images: [{ product: 'MTX-WG-CRC13', picture: 0 }],
  },
  {
    author: OWNER,
    hoursAgo: 640,
    content:
      '<p>Good news for our UK customers: the complete cordless tool range now carries <strong>UKCA</strong> marking next to CE, with declarations in English available for download.</p>',
  },
  {
    author: SALES,
    hoursAgo: 760,
    product: 'MTX-6205-2RS',
    content:
      '<p>Deep groove ball bearings for OEMs: 2RS seals now available in black, orange, red and blue, laser-marked with your brand from 5,000 pieces per size.</p>',
    images: [{ product: 'MTX-6205-2RS', picture: 0 }],
  },
  {
    author: OWNER,
    hoursAgo: 900,
    content:
      '<p>The warehouse extension is finished: 6,000 m² and 3,500 more pallet places. Stock items now ship within 48 hours of payment.</p>',
    images: ['warehouse'],
  },
  {
    author: SALES,
    hoursAgo: 1100,
    product: 'MTX-MB10-3PC63',
    content:
      '<p>For panel builders: our 10 kA miniature circuit breakers up to 63 A are certified to IEC 60947-2. Ask for the combined price with our 400 V industrial plugs.</p>',
    images: [{ product: 'MTX-MB10-3PC63', picture: 0 }],
  },
  {
    author: SALES,
    hoursAgo: 1300,
    product: 'MTX-HB12060-8G',
    content:
      '<p>Hex bolts for solar mounting structures: grade 8.8 in zinc or hot-dip galvanized finish, M8 to M24, with EN 10204 3.1 certificates for every lot.</p>',
    images: [{ product: 'MTX-HB12060-8G', picture: 1 }],
  },
  {
    author: OWNER,
    hoursAgo: 1500,
    content:
      "<p>A pleasure to welcome our partners from <strong>Nordic Fasteners AB</strong> in Gothenburg for a factory audit and planning for next year's stainless range.</p>",
    images: ['factory-hall'],
  },
];
