import './page-nav.css';

/** Page numbers around the current one, with the first and last ('…' between gaps). */
function pageNumbers(current: number, total: number): (number | 'gap')[] {
  const shown = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => (index > 0 && page - shown[index - 1]! > 1 ? ['gap' as const, page] : [page]));
}

/** Previous, the page numbers (the current one marked) and Next, for a list of many pages. */
export function PageNav({
  pageNo,
  totalPage,
  onPage,
}: {
  pageNo: number;
  totalPage: number;
  onPage: (pageNo: number) => void;
}) {
  return (
    <nav className="ws-pages" aria-label="Pages">
      <button type="button" className="button" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        Previous
      </button>
      <ol>
        {pageNumbers(pageNo, totalPage).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <button
                type="button"
                className="button"
                aria-current={number === pageNo ? 'page' : undefined}
                aria-label={`Page ${number}`}
                onClick={() => onPage(number)}
              >
                {number}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className="button" disabled={pageNo >= totalPage} onClick={() => onPage(pageNo + 1)}>
        Next
      </button>
    </nav>
  );
}
