import { OWNER_CATALOGUE_PDF_PATH } from '#src/shared/catalogue-pdf.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { SelectOptions } from '#src/islands/kit/fields.tsx';
import { DisclosureButton } from '#src/islands/kit/DisclosureButton.tsx';
import { bulkProducts, fetchProductPage, type BulkProductAction } from '#src/client/owner-products.ts';
import { RequestError } from '#src/client/request.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import {
  isFiltered,
  listPath,
  productEditorPath,
  queryOf,
  rememberListPath,
  settingsOf,
  type ListSettings,
} from './product-list-query.ts';
import { PageNav } from '#src/islands/kit/page-nav.tsx';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { ProductFilters } from './product-filters.tsx';
import { useCategoryOptions, useMenuOptions } from './product-options.ts';
import { ProductTable } from './product-table.tsx';
import { followWorkspaceLink } from '#src/islands/kit/workspace-link.ts';
import { productMessage } from './product-messages.ts';
import { $workspaceRoute, screenPath } from '#src/stores/workspace-route.ts';
import { ErrorAlert } from '#src/islands/kit/ErrorAlert.tsx';
import './products.css';

const SEARCH_DELAY_MS = 350;

const BULK_DONE: Record<BulkProductAction, string> = {
  enable: 'enabled',
  disable: 'disabled',
  delete: 'deleted',
  move: 'moved',
};

const plural = (count: number) => (count === 1 ? '1 product' : `${count} products`);

/**
 * Products (spec §2: "The product list has a search by product name or model number, filters, bulk
 * import and add product"): the owner's catalogue a page at a time (POST supplier/product/pager),
 * a table on a desktop and cards on a phone, with select-many actions (POST supplier/product/bulk).
 */
export function ProductsScreen({ company }: { company: OwnerCompany }) {
  const route = useStore($workspaceRoute);
  const settings = settingsOf(route?.route === 'products' ? route.search : {});
  const settingsKey = JSON.stringify(settings);
  const menuOptions = useMenuOptions(company.name);
  const categoryOptions = useCategoryOptions();
  const [reloads, setReloads] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [bulkError, setBulkError] = useState('');
  const [moveTo, setMoveTo] = useState('');
  const [keyword, setKeyword] = useState(settings.q);
  // On a phone the filters fold away under one button (open when any is set).
  const activeFilters = (['status', 'menu', 'category', 'updated', 'sort'] as const).filter(
    (key) => settings[key] !== '',
  ).length;
  const [filtersOpen, setFiltersOpen] = useState(activeFilters > 0);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listTop = useRef<HTMLDivElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);

  useEffect(() => rememberListPath(listPath(settings)));

  // settingsKey stands for the settings; reloads asks again after a bulk action or Try again. The
  // answer carries its settings: another page or filter shows nothing until its own rows come.
  const loaded = useQuery(`products/list?${settingsKey}#${reloads}`, () =>
    fetchProductPage(queryOf(settings)).then((page) => ({ settingsKey, page })),
  );

  // A new list (another page, filter or search) starts with nothing selected.
  useEffect(() => setSelected([]), [settingsKey]);
  // Back and Forward bring the address's search into the box.
  useEffect(() => setKeyword(settings.q), [settings.q]);

  const show = (next: Partial<ListSettings>, replace = false) => {
    const path = listPath({ ...settings, page: 1, ...next });
    $workspaceRoute.open(path, replace);
  };

  const search = (value: string) => {
    setKeyword(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => show({ q: value }, true), SEARCH_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const current = loaded.failed
    ? { settingsKey, failed: true as const }
    : loaded.data?.settingsKey === settingsKey
      ? loaded.data
      : null;
  const page = current && 'page' in current ? current.page : null;
  const rows = page?.list ?? [];
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const filtered = isFiltered(settings);
  const menuName = (menuId: number | null) =>
    menuId === null ? 'No menu' : (menuOptions.find((option) => option.value === String(menuId))?.label ?? '');

  // A page emptied by a bulk delete (or an old link past the end) gives way to the last page.
  const pastTheEnd = page !== null && page.list.length === 0 && page.totalPage > 0 && settings.page > page.totalPage;
  useEffect(() => {
    if (pastTheEnd && page) $workspaceRoute.open(listPath({ ...settings, page: page.totalPage }), true);
  });

  const goToPage = (pageNo: number) => {
    show({ page: pageNo });
    listTop.current?.focus();
  };

  const runBulk = async (action: BulkProductAction) => {
    setBulkError('');
    setAnnouncement('');
    const ids = [...selected];
    if (ids.length === 0) return;
    if (action === 'delete') {
      const warning = `Delete ${plural(ids.length)}? ${ids.length === 1 ? 'It is' : 'They are'} removed from your storefront at once, and this cannot be undone.`;
      if (!(await openModal('warning', warning))) return;
    }
    let menuId: number | null | undefined;
    if (action === 'move') {
      if (moveTo === '') return setBulkError('Please choose a menu to move the products to.');
      menuId = moveTo === 'none' ? null : Number(moveTo);
    }
    try {
      await bulkProducts(ids, action, menuId);
      setSelected([]);
      setAnnouncement(`${plural(ids.length)} ${BULK_DONE[action]}.`);
      // The action buttons go with the selection: the focus stays in the bar, on its first box.
      selectAll.current?.focus();
      setReloads((count) => count + 1);
    } catch (error) {
      const code = error instanceof RequestError ? (error.errors[0]?.code ?? '') : '';
      setBulkError(code ? productMessage(code) : MESSAGES.unexpected);
    }
  };

  const addHref = productEditorPath('new');
  const importHref = screenPath('productImport');
  const categoriesHref = screenPath('productCategories');
  const addButton = (
    <a href={addHref} className="button button-primary" onClick={(event) => followWorkspaceLink(event, addHref)}>
      Add product
    </a>
  );

  return (
    <section className="ws-tab ws-products" aria-labelledby="ws-screen-title">
      <div className="ws-products-head">
        <h2 id="ws-screen-title" tabIndex={-1}>
          Products
        </h2>
        <div className="ws-links">
          <a href={importHref} className="button" onClick={(event) => followWorkspaceLink(event, importHref)}>
            Bulk import
          </a>
          <a href={categoriesHref} className="button" onClick={(event) => followWorkspaceLink(event, categoriesHref)}>
            Categories
          </a>
          {/* Issue 29 item 4: the whole catalogue as visitors download it; a plain download, no page change. */}
          <a href={OWNER_CATALOGUE_PDF_PATH} className="button" download>
            Download PDF
          </a>
          {addButton}
        </div>
      </div>
      <p className="ws-intro">Your catalogue as buyers see it on your storefront. Open a product to edit it.</p>

      <div role="search" className="ws-product-tools">
        <div className="ws-field ws-product-search">
          <label htmlFor="ws-product-search">Search by product name or model number</label>
          <input
            id="ws-product-search"
            type="search"
            value={keyword}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => search(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              clearTimeout(searchTimer.current);
              show({ q: keyword }, true);
            }}
          />
        </div>
        <DisclosureButton
          className="button ws-product-filters-toggle"
          open={filtersOpen}
          onOpen={setFiltersOpen}
          controls="ws-product-filters"
        >
          Filters and sort{activeFilters > 0 ? ` (${activeFilters} set)` : ''}
          <span aria-hidden="true">{filtersOpen ? '▲' : '▼'}</span>
        </DisclosureButton>
        <ProductFilters
          settings={settings}
          open={filtersOpen}
          menuOptions={menuOptions}
          categoryOptions={categoryOptions}
          onChange={show}
        />
      </div>

      <div className="ws-product-bulk" role="group" aria-label="Selected products">
        <label className="ws-product-select-all">
          <input
            ref={selectAll}
            type="checkbox"
            checked={allSelected}
            disabled={rows.length === 0}
            onChange={(event) => setSelected(event.target.checked ? rows.map((row) => row.id) : [])}
          />
          <span>Select all on this page</span>
        </label>
        <span className="ws-product-selected">{selected.length > 0 && `${plural(selected.length)} selected`}</span>
        {selected.length > 0 && (
          <div className="ws-product-bulk-actions">
            <button type="button" className="button" onClick={() => void runBulk('enable')}>
              Enable
            </button>
            <button type="button" className="button" onClick={() => void runBulk('disable')}>
              Disable
            </button>
            <span className="ws-product-move">
              <label htmlFor="ws-product-move" className="visually-hidden">
                Menu to move to
              </label>
              <select id="ws-product-move" value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
                <option value="">Choose a menu…</option>
                <option value="none">No menu</option>
                <SelectOptions options={menuOptions} />
              </select>
              <button type="button" className="button" onClick={() => void runBulk('move')}>
                Move to menu
              </button>
            </span>
            <button type="button" className="button button-danger" onClick={() => void runBulk('delete')}>
              Delete
            </button>
          </div>
        )}
      </div>
      <p className="ws-product-announce" role="status">
        {announcement}
      </p>
      <ErrorAlert message={bulkError} />

      <div ref={listTop} tabIndex={-1} className="ws-product-results" aria-busy={current === null}>
        <p className="ws-state" role="status">
          {current === null
            ? 'Loading products…'
            : page
              ? page.total === 0
                ? ''
                : `${plural(page.total)}${filtered ? ' found' : ''}, page ${page.pageNo} of ${page.totalPage}.`
              : ''}
        </p>
        {current && 'failed' in current && (
          <div className="ws-product-empty">
            <p className="ws-error">{MESSAGES.unexpected}</p>
            <button type="button" className="button" onClick={() => setReloads((count) => count + 1)}>
              Try again
            </button>
          </div>
        )}
        {page && page.total === 0 && !filtered && (
          <div className="ws-product-empty">
            <h3>No products yet</h3>
            <p>Add your first product: buyers see it on your storefront as soon as you save it.</p>
            {addButton}
          </div>
        )}
        {page && page.total === 0 && filtered && (
          <div className="ws-product-empty">
            <h3>No products match</h3>
            <p>Try other words or fewer filters.</p>
            <a
              href={listPath(settingsOf({}))}
              className="button"
              onClick={(event) => {
                setKeyword('');
                followWorkspaceLink(event, listPath(settingsOf({})));
              }}
            >
              Clear search and filters
            </a>
          </div>
        )}
        {rows.length > 0 && (
          <ProductTable
            rows={rows}
            pageNo={page?.pageNo ?? 1}
            selected={selected}
            onSelected={setSelected}
            menuName={menuName}
          />
        )}
        {page && page.totalPage > 1 && <PageNav pageNo={page.pageNo} totalPage={page.totalPage} onPage={goToPage} />}
      </div>
    </section>
  );
}
