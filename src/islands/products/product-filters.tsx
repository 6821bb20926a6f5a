import { useId } from 'react';
import type { ListSettings } from './product-list-query.ts';
import type { Option } from './product-options.ts';

const STATUS_OPTIONS: Option[] = [
  { value: '', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];
const UPDATED_OPTIONS: Option[] = [
  { value: '', label: 'Any time' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
];
const SORT_OPTIONS: Option[] = [
  { value: '', label: 'Newest first' },
  { value: 'updated', label: 'Recently updated' },
  { value: 'modelnumber', label: 'Model number' },
  { value: 'productname', label: 'Product name' },
];

function FilterSelect({
  label,
  value,
  options,
  onValue,
}: {
  label: string;
  value: string;
  options: Option[];
  onValue: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="ws-field ws-product-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onValue(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The list's filters and sort; each change opens the list it names (page 1). */
export function ProductFilters({
  settings,
  open,
  menuOptions,
  categoryOptions,
  onChange,
}: {
  settings: ListSettings;
  /** On a phone they fold away under one button. */
  open: boolean;
  menuOptions: Option[];
  categoryOptions: Option[];
  onChange: (next: Partial<ListSettings>) => void;
}) {
  return (
    <div id="ws-product-filters" className="ws-product-filters" data-open={open}>
      <FilterSelect
        label="Status"
        value={settings.status}
        options={STATUS_OPTIONS}
        onValue={(status) => onChange({ status })}
      />
      <FilterSelect
        label="Menu"
        value={settings.menu}
        options={[{ value: '', label: 'Any menu' }, { value: 'none', label: 'No menu' }, ...menuOptions]}
        onValue={(menu) => onChange({ menu })}
      />
      <FilterSelect
        label="Category"
        value={settings.category}
        options={[{ value: '', label: 'Any category' }, ...categoryOptions]}
        onValue={(category) => onChange({ category })}
      />
      <FilterSelect
        label="Updated"
        value={settings.updated}
        options={UPDATED_OPTIONS}
        onValue={(updated) => onChange({ updated })}
      />
      <FilterSelect
        label="Sort by"
        value={settings.sort}
        options={SORT_OPTIONS}
        onValue={(sort) => onChange({ sort })}
      />
    </div>
  );
}
