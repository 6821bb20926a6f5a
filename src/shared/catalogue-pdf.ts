// The PDF catalogue (issue 29 item 4): a storefront's current filter (menu, keyword, sort) as a
// printable document, its address and limits named once for the Worker, the pages and the tests.

/** Products a PDF holds at most: a trade-show handout, not a database dump; the cover says when more matched. */
export const MAX_PDF_PRODUCTS = 500;
/** Highlights printed per product: the first rows of its Highlight section. */
export const PDF_HIGHLIGHTS_PER_PRODUCT = 4;

/** The storefront's filter a PDF is made of: the same names as the storefront's query string. */
export type CatalogueFilter = { menu?: number | null; keyword?: string; sort?: string };

function filterQuery({ menu, keyword, sort }: CatalogueFilter): string {
  const params = new URLSearchParams();
  if (menu) params.set('menu', String(menu));
  if (keyword) params.set('keyword', keyword);
  if (sort) params.set('sort', sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET: the PDF of a catalogue's filter, for anyone (the storefront's Download PDF). */
export const cataloguePdfPath = (supplierName: string, filter: CatalogueFilter = {}) =>
  `/api/common/supplier/catalogue-pdf/${supplierName}${filterQuery(filter)}`;

/** GET: the owner's whole catalogue as a PDF (the workspace's Download PDF; an ERP's token too). */
export const OWNER_CATALOGUE_PDF_PATH = '/api/supplier/catalogue/pdf';

/** The printable page the PDF is rendered from; a visitor may print it too. */
export const printPagePath = (supplierName: string, filter: CatalogueFilter = {}) =>
  `/${supplierName}/print${filterQuery(filter)}`;

/** No PDF renderer is configured or it failed: the storefront says so and nothing is cached. */
export const PDF_UNAVAILABLE = 'pdf_unavailable';

/** The downloaded file's name: the company's, made safe for every file system. */
export function pdfFileName(companyName: string): string {
  const safe = companyName
    .replace(/[^\p{L}\p{N} .,&()-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${safe || 'Catalogue'} - catalogue.pdf`;
}

/** What the storefront's Download PDF says while and after it asks. */
export const PDF_DOWNLOAD_TEXT = {
  preparing: 'Preparing the PDF… the first download of a catalogue takes a few seconds.',
  done: 'The PDF is downloaded.',
  unavailable: 'The PDF cannot be made right now. Please try again later.',
  tooMany: 'Too many PDFs were asked for from here. Please wait a while and try again.',
} as const;
