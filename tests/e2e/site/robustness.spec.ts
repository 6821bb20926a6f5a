import { expect, test } from '#tests/e2e/support/fixtures.ts';

// Random paths and query strings, the same ones on every run, must never make the server fail.
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const PIECES = [
  'demo',
  'nordic-fasteners',
  'disabled-co',
  'empty-co',
  'product',
  'company',
  'posts',
  '0',
  '1',
  '33',
  '-1',
  '99999999999999999999',
  '%00',
  '%2F',
  '..',
  'ü',
  '%E2%80%AE',
  "'or'1'='1",
  '<script>',
  'a'.repeat(300),
  'api',
  'media',
  'flags',
  'sitemaps',
  '404',
  '',
];
const PARAMS = ['page', 'keyword', 'sort', 'menu', 'search', 'version', 'product', '__v', 'x'];
const VALUES = [
  'abc%00def',
  'valve%07',
  '1',
  '0',
  '-5',
  '1e309',
  'NaN',
  'newest',
  'productname',
  'true',
  '%',
  '%25',
  '"',
  '<b>',
  'valve',
  'a'.repeat(500),
  '999999999999',
  '',
];

test('random paths and query strings never produce a server error', async ({ request }) => {
  const random = seededRandom(20261122);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const failures: string[] = [];
  const known = [
    '/demo?keyword=abc%00def',
    '/demo?keyword=%00%00%00',
    '/demo?keyword=%22%22%22',
    '/demo?menu=1e309&page=-1',
    '/demo/product/0x10',
    '/demo/posts?page=99999999&product=abc',
  ];
  for (const url of known) {
    const response = await request.get(url, { maxRedirects: 0 });
    if (response.status() >= 500) failures.push(`${response.status()} ${url}`);
  }
  for (let index = 0; index < 120; index++) {
    const path = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(PIECES)).join('/');
    const query = Array.from({ length: Math.floor(random() * 4) }, () => `${pick(PARAMS)}=${pick(VALUES)}`).join('&');
    // One slash in front: '//x' would be an address on another host.
    const url = `/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
    const response = await request.get(url, { maxRedirects: 0 });
    if (response.status() >= 500) failures.push(`${response.status()} ${url}`);
  }
  expect(failures).toEqual([]);
});
