import { parseInput } from '#functions/api/request-input.ts';
import {
  productTargetInput,
  supplierTargetInput,
  type EngagementKind,
  type EngagementTarget,
} from '#src/shared/engagement.ts';

/** The input field that names the target of each kind's calls (spec §7). */
export const TARGET_FIELD = { supplier: 'supplierId', product: 'productId' } as const satisfies Record<
  EngagementKind,
  string
>;

/** What a call's input names: {supplierId} as a supplier's URL name, or {productId}; a 400 otherwise. */
export function parseTarget<K extends EngagementKind>(kind: K, input: unknown): Extract<EngagementTarget, { kind: K }> {
  const target: EngagementTarget =
    kind === 'supplier'
      ? { kind: 'supplier', supplierName: parseInput(supplierTargetInput, input).supplierId }
      : { kind: 'product', productId: parseInput(productTargetInput, input).productId };
  return target as Extract<EngagementTarget, { kind: K }>;
}
