import { IMPORT_COLUMNS, type ImportFault } from '#src/shared/product-import.ts';
import { productMessage } from './product-messages.ts';
import { ColumnHeads } from '#src/islands/kit/ColumnHeads.tsx';

/** Faults listed at most; the count says how many more there are. */
const SHOWN_FAULTS = 500;

const HEADERS = new Map<string, string>(IMPORT_COLUMNS.map((column) => [column.key, column.header]));

/** The faults of a checked file, by line and column, worded like the editor's field errors. */
export function ImportFaultList({ faults }: { faults: ImportFault[] }) {
  if (faults.length === 0) return null;
  return (
    <div className="ws-import-faults">
      <table>
        <caption>Faults in the file</caption>
        <ColumnHeads names={['Line', 'Column', 'Problem']} />
        <tbody>
          {faults.slice(0, SHOWN_FAULTS).map((fault) => (
            <tr key={`${fault.line}|${fault.column}|${fault.code}`}>
              <td>{fault.line}</td>
              <td>{fault.column ? HEADERS.get(fault.column) : '—'}</td>
              <td>{productMessage(fault.code)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {faults.length > SHOWN_FAULTS && (
        <p className="ws-hint">…and {(faults.length - SHOWN_FAULTS).toLocaleString('en')} more.</p>
      )}
    </div>
  );
}
