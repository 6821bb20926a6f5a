import { describe, expect, it } from 'vitest';
import { productMatchExpression } from '../../functions/domain/catalog/product-search-index.ts';

describe('productMatchExpression', () => {
  it('quotes every word of three or more characters as a required phrase', () => {
    expect(productMatchExpression('hex bolt')).toBe('"hex" "bolt"');
  });

  it('leaves out words the trigram index cannot see', () => {
    expect(productMatchExpression('M8 hex bolt')).toBe('"hex" "bolt"');
    expect(productMatchExpression('M8 x')).toBeNull();
    expect(productMatchExpression('   ')).toBeNull();
  });

  it('never lets FTS5 syntax through: quotes are doubled, operators stay words', () => {
    expect(productMatchExpression('bolt" NOT "xyz')).toBe('"bolt""" "NOT" """xyz"');
    expect(productMatchExpression('NEAR(a b) col:*')).toBe('"NEAR(a" "col:*"');
  });
});
