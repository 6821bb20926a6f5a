import { describe, expect, it } from 'vitest';
import { isPublicHttpsAddress } from '#functions/lib/public-address.ts';
import { importCalls, IMPORT_ROWS_PER_CALL, PICTURE_ADDRESSES_PER_CALL } from '#src/shared/product-import.ts';

// The bulk import's picture addresses: which ones the server may fetch (public https hosts), and
// how the workspace cuts a file into calls so that none names more than the server fetches in one.

describe('public https addresses', () => {
  it('takes the addresses picture hosts have', () => {
    for (const address of [
      'https://cdn.shopify.com/s/files/1/valve.jpg',
      'https://images.example.co.uk/a/b.png?size=800',
      'https://EXAMPLE.com:443/photo.gif',
      'https://bücher.example/bild.jpg',
      'https://cdn.example./dot.jpg',
      'https://my-local-shop.com/local.jpg',
    ])
      expect(isPublicHttpsAddress(address), address).toBe(true);
  });

  it('refuses IP literals in every spelling, internal names, credentials, ports and plain http', () => {
    for (const address of [
      'https://127.0.0.1/a.jpg',
      'https://2130706433/a.jpg',
      'https://0x7f000001/a.jpg',
      'https://0x7f.1/a.jpg',
      'https://017700000001/a.jpg',
      'https://127.1/a.jpg',
      'https://93.184.216.34/a.jpg',
      'https://[::1]/a.jpg',
      'https://[::ffff:7f00:1]/a.jpg',
      'https://[::ffff:127.0.0.1]/a.jpg',
      'https://[fd00::1]/a.jpg',
      'https://localhost/a.jpg',
      'https://LocalHost./a.jpg',
      'https://a.b.localhost/a.jpg',
      'https://nas.local/a.jpg',
      'https://metadata.google.internal/a.jpg',
      'https://router.lan/a.jpg',
      'https://files.corp/a.jpg',
      'https://1.0.0.127.in-addr.arpa/a.jpg',
      'https://intranet/a.jpg',
      'https://user@cdn.example/a.jpg',
      'https://user:secret@cdn.example/a.jpg',
      'https://cdn.example:8443/a.jpg',
      'https://cdn.example:80/a.jpg',
      'http://cdn.example/a.jpg',
      'ftp://cdn.example/a.jpg',
      'file:///etc/passwd',
      'not an address',
    ])
      expect(isPublicHttpsAddress(address), address).toBe(false);
  });
});

describe('import calls', () => {
  const row = (line: number, images?: string[]) => ({ line, modelNumber: `M-${line}`, images });

  it(`sends ${IMPORT_ROWS_PER_CALL} rows a call`, () => {
    const rows = Array.from({ length: 250 }, (_, index) => row(index + 2));
    expect(importCalls(rows).map((call) => call.length)).toEqual([100, 100, 50]);
  });

  it(`sends fewer rows when they name more than ${PICTURE_ADDRESSES_PER_CALL} addresses, each counted once`, () => {
    const rows = Array.from({ length: 100 }, (_, index) =>
      row(index + 2, [
        `https://cdn.example/${index}-a.jpg`,
        `https://cdn.example/${index}-b.jpg`,
        `https://cdn.example/${index}-c.jpg`,
        'https://cdn.example/logo.jpg',
        'valve.jpg',
      ]),
    );
    const calls = importCalls(rows);
    expect(calls.flat()).toEqual(rows);
    for (const call of calls) {
      const addresses = new Set(call.flatMap((each) => each.images!.filter((entry) => entry.startsWith('https://'))));
      expect(addresses.size).toBeLessThanOrEqual(PICTURE_ADDRESSES_PER_CALL);
    }
    // 3 a row and the logo: 66 rows fill a call.
    expect(calls.map((call) => call.length)).toEqual([66, 34]);
  });
});
