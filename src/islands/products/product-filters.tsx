import { SelectInput } from '#src/islands/kit/fields.tsx';
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
  const select = (label: string, key: Exclude<keyof ListSettings, 'q' | 'page'>, options: Option[]) => (
    <SelectInput
      className="ws-field ws-product-filter"
      label={label}
      value={settings[key]}
      options={options}
      onValue={(value) => onChange({ [key]: value })}
    />
  );
  return (
    <div id="ws-product-filters" className="ws-product-filters" data-open={open}>
      {select('Status', 'status', STATUS_OPTIONS)}
      {select('Menu', 'menu', [{ value: '', label: 'Any menu' }, { value: 'none', label: 'No menu' }, ...menuOptions])}
      {select('Category', 'category', [{ value: '', label: 'Any category' }, ...categoryOptions])}
      {select('Updated', 'updated', UPDATED_OPTIONS)}
      {select('Sort by', 'sort', SORT_OPTIONS)}
    </div>
  );
}
