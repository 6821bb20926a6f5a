import type { NameValue } from '#src/shared/owner-products.ts';
import { ErrorNote, TextInput } from './fields.tsx';
import { OrderedRows } from './OrderedRows.tsx';

/** How a list of name and value rows is named to the owner. */
export type NameValueKind = {
  rowLabel: string;
  addLabel: string;
  emptyText: string;
  max: number;
  valueMaxLength: number;
};

/** Name and value rows (highlights, technical and logistic data), put in order by OrderedRows. */
export function NameValueRows({
  kind,
  rows,
  onRows,
  errorOf,
  field,
}: {
  kind: NameValueKind;
  rows: NameValue[];
  onRows: (rows: NameValue[]) => void;
  errorOf: (path: string) => string | undefined;
  field: string;
}) {
  return (
    <>
      <OrderedRows
        rows={rows}
        onRows={onRows}
        add={{ label: kind.addLabel, newRow: () => ({ name: '', value: '' }) }}
        rowName={(row, index) => row.name || `${kind.rowLabel} ${index + 1}`}
        max={kind.max}
        emptyText={kind.emptyText}
        renderRow={(row, index, update) => (
          <>
            <TextInput
              label="Name"
              maxLength={60}
              value={row.name}
              onValue={(name) => update({ ...row, name })}
              error={errorOf(`${field}.${index}.name`)}
            />
            <TextInput
              label="Value"
              maxLength={kind.valueMaxLength}
              value={row.value}
              onValue={(value) => update({ ...row, value })}
              error={errorOf(`${field}.${index}.value`)}
            />
          </>
        )}
      />
      <ErrorNote message={errorOf(field)} />
    </>
  );
}
