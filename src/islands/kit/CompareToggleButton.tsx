import { useStore } from '@nanostores/react';
import { compareToggleLabel } from '#src/shared/compare.ts';
import { comparedIds, toggleCompared } from '#src/stores/compare-selection.ts';
import './compare-toggle.css';

type Props = { productId: number; /** Model number and name. */ label: string };

/** A product's Compare toggle in the React lists (My catalogue, a shared link), as on the cards. */
export function CompareToggleButton({ productId, label }: Props) {
  const on = useStore(comparedIds).includes(productId);
  return (
    <button
      type="button"
      className="button compare-toggle-small"
      aria-pressed={on}
      onClick={() => toggleCompared({ id: productId, label })}
    >
      {compareToggleLabel(on)}
      <span className="visually-hidden"> {label}</span>
    </button>
  );
}
