import * as v from 'valibot';
import { parseInput } from '#functions/lib/validation.ts';

/** Parses one path parameter with its schema; a bad one is a 400 naming the parameter. */
export function parseParam<TSchema extends v.GenericSchema>(field: string, schema: TSchema, value: string): v.InferOutput<TSchema> {
  return parseInput(v.object({ [field]: schema }), { [field]: value })[field] as v.InferOutput<TSchema>;
}
