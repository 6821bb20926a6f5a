import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { productPagerInput } from '#functions/domain/catalogue/product-search.ts';
import { parseInput } from '#functions/api/request-input.ts';
import { ApiError } from '#functions/api/api-error.ts';

function errorsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return { status: (error as ApiError).status, errors: (error as ApiError).errors };
  }
  throw new Error('expected the input to be refused');
}

describe('parseInput', () => {
  it('reports every bad field with its dotted path and a snake_case code', () => {
    const schema = v.object({
      email: v.pipe(v.string(), v.email('invalid_email')),
      address: v.object({ zip: v.string() }),
    });
    expect(errorsOf(() => parseInput(schema, { email: 'nope', address: { zip: 5 } }))).toEqual({
      status: 400,
      errors: [
        { field: 'email', code: 'invalid_email' },
        { field: 'address.zip', code: 'invalid_type' },
      ],
    });
  });

  it('names the whole input when it is not even an object', () => {
    expect(errorsOf(() => parseInput(v.object({ a: v.string() }), 'text')).errors).toEqual([
      { field: '', code: 'invalid_type' },
    ]);
  });
});

describe('the product pager input', () => {
  it('fills the spec defaults: page 1, page size 6, newest first, no query', () => {
    expect(parseInput(productPagerInput, { supplierId: 'demo' })).toEqual({
      supplierId: 'demo',
      sort: 'newest',
      searchQuery: '',
      pageNo: 1,
      pageSize: 6,
    });
  });

  it('reads empty filter values as "no filter" and numeric strings as ids', () => {
    const input = parseInput(productPagerInput, { supplierId: 'demo', menuId: '', categoryId: '12', sort: '' });
    expect(input).toMatchObject({ menuId: null, categoryId: 12, sort: 'newest' });
  });

  it('refuses unknown sorts, silly page sizes and overlong queries', () => {
    const { errors } = errorsOf(() =>
      parseInput(productPagerInput, {
        supplierId: 'demo',
        sort: 'price',
        pageSize: 1000,
        pageNo: 0,
        searchQuery: 'x'.repeat(101),
      }),
    );
    expect(errors.map((error) => error.field).sort()).toEqual(['pageNo', 'pageSize', 'searchQuery', 'sort']);
    expect(errors).toContainEqual({ field: 'sort', code: 'invalid_sort' });
  });

  it('needs the supplier', () => {
    expect(errorsOf(() => parseInput(productPagerInput, {})).errors).toEqual([
      { field: 'supplierId', code: 'required' },
    ]);
    expect(errorsOf(() => parseInput(productPagerInput, { supplierId: 7 })).errors).toEqual([
      { field: 'supplierId', code: 'invalid_supplier' },
    ]);
  });
});
