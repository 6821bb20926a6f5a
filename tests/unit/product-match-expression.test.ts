import { describe, expect, it } from 'vitest';
import { productMatchExpression } from '#functions/domain/catalogue/product-search-index.ts';

/** The words, as a required group in the columns a visitor searches. */
const inSearchedColumns = (phrases: string) => `{model_number product_name brand_name} : (${phrases})`;

describe('productMatchExpression', () => {
  it('quotes every word of three or more characters as a required phrase of the searched columns', () => {
    expect(productMatchExpression('hex bolt')).toBe(inSearchedColumns('"hex" "bolt"'));
  });

  it('leaves out words the trigram index cannot see', () => {
    expect(productMatchExpression('M8 hex bolt')).toBe(inSearchedColumns('"hex" "bolt"'));
    expect(productMatchExpression('M8 x')).toBeNull();
    expect(productMatchExpression('   ')).toBeNull();
  });

  it('never lets FTS5 syntax through: quotes are doubled, operators and column filters stay words', () => {
    expect(productMatchExpression('bolt" NOT "xyz')).toBe(inSearchedColumns('"bolt""" "NOT" """xyz"'));
    expect(productMatchExpression('NEAR(a b) supplier_key:*')).toBe(inSearchedColumns('"NEAR(a" "supplier_key:*"'));
  });
});

describe('productMatchExpression and control characters', () => {
  it('treats a NUL or other control character as a space, so FTS5 never sees a broken string', () => {
    expect(productMatchExpression('abc\u0000def')).toBe(inSearchedColumns('"abc" "def"'));
    expect(productMatchExpression('valve\u0007')).toBe(inSearchedColumns('"valve"'));
  });
});
