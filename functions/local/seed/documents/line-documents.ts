import type {
  LineContext,
  LineDocument,
  ProductLine,
  SeedProduct,
} from '#functions/local/seed/catalogue/product-line.ts';
import type { DocumentIssuer, PdfBlock, PdfContent } from './pdf-page.ts';

/** Who signs declarations for the supplier. */
export type Signatory = { name: string; title: string; place: string };

type LineDocumentInput = {
  line: ProductLine;
  products: SeedProduct[];
  context: LineContext;
  issuer: DocumentIssuer;
  signatory: Signatory;
};

const REFERENCE_CODES: Record<LineDocument, string> = {
  'data-sheet': 'DS',
  declaration: 'DOC',
  'inspection-certificate': 'IC31',
  manual: 'OM',
};

/** Names the files carry on the product page (the extension is added when stored). */
export function lineDocumentName(kind: LineDocument, line: ProductLine, context: LineContext): string {
  const names: Record<LineDocument, string> = {
    'data-sheet': `${context.brand} ${line.title} - Data Sheet`,
    declaration: `EU Declaration of Conformity - ${line.title}`,
    'inspection-certificate': `Inspection Certificate EN 10204 3.1 - ${line.title}`,
    manual: `${line.title} - Operating Manual`,
  };
  return names[kind];
}

/** Technical data names every product of the line has, in the first product's order. */
function sharedSpecNames(products: SeedProduct[], count: number): string[] {
  const [first, ...rest] = products;
  if (!first) return [];
  return first.technicalDatas
    .map((spec) => spec.name)
    .filter((name) => rest.every((product) => product.technicalDatas.some((spec) => spec.name === name)))
    .slice(0, count);
}

function specValue(product: SeedProduct, name: string): string {
  return product.technicalDatas.find((spec) => spec.name === name)?.value ?? '';
}

function modelList(products: SeedProduct[]): string {
  return products.map((product) => product.modelNumber).join(', ');
}

const CONTENT: Record<LineDocument, (input: LineDocumentInput) => { title: string; blocks: PdfBlock[] }> = {
  'data-sheet': ({ line, products, context }) => {
    const names = sharedSpecNames(products, 4);
    return {
      title: `${line.title} - Technical Data Sheet`,
      blocks: [
        {
          paragraph: `This data sheet lists the standard models of the ${context.brand} ${line.title.toLowerCase()} range. Values are nominal; tolerances follow the standards named below. Versions with other materials, finishes, packaging or private labels are made to order.`,
        },
        { heading: 'Models and main data' },
        {
          table: {
            columns: ['Model', ...names],
            rows: products.map((product) => [product.modelNumber, ...names.map((name) => specValue(product, name))]),
            widths: [1.3, ...names.map(() => 1)],
          },
        },
        { heading: 'Standards' },
        { paragraph: line.standards.join('; ') + '.' },
        {
          paragraph: `Origin: ${context.origin}. Port of loading: ${context.port}. Lead time: ${context.leadTime}. Trade terms: ${context.incoterms}.`,
        },
      ],
    };
  },
  declaration: ({ line, products, context, issuer, signatory }) => ({
    title: 'EU Declaration of Conformity',
    blocks: [
      {
        paragraph: `We, ${issuer.companyName}, ${issuer.address}, declare under our sole responsibility that the products described below are in conformity with the relevant Union harmonisation legislation.`,
      },
      { heading: 'Products' },
      { paragraph: `${context.brand} ${line.title}, models ${modelList(products)}.` },
      { heading: 'Harmonised standards and legislation applied' },
      { table: { columns: ['Reference'], rows: line.standards.map((standard) => [standard]) } },
      {
        paragraph:
          'The technical documentation is kept at the address above and is available to market surveillance authorities on request. This declaration applies to products bearing the CE mark and the model numbers listed.',
      },
      { signature: signatory },
    ],
  }),
  'inspection-certificate': ({ line, products, context, signatory }) => ({
    title: `Inspection Certificate EN 10204 3.1 - ${line.title}`,
    blocks: [
      {
        paragraph: `Certificate of inspection for ${context.brand} ${line.title.toLowerCase()}, issued by the manufacturer's quality department, independent of production. Tests were carried out on samples drawn from each production lot to the sampling plan of ISO 2859-1, level II, AQL 0.65.`,
      },
      { heading: 'Lots and results' },
      {
        table: {
          columns: ['Model', 'Lot No.', 'Dimensions', 'Material', 'Function / load test', 'Result'],
          rows: products
            .slice(0, 12)
            .map((product, index) => [
              product.modelNumber,
              `L2609-${String(401 + index * 7).padStart(4, '0')}`,
              'Conforms',
              'Conforms',
              'Passed',
              'Accepted',
            ]),
          widths: [1.6, 1, 1, 1, 1.3, 0.9],
        },
      },
      { heading: 'Standards' },
      { paragraph: line.standards.join('; ') + '.' },
      { signature: { ...signatory, title: 'Quality Assurance' } },
    ],
  }),
  manual: ({ line, products, context }) => {
    const first = products[0];
    return {
      title: `${line.title} - Operating Manual (extract)`,
      blocks: [
        { heading: 'Safety instructions' },
        {
          paragraph:
            'Read all safety warnings and instructions before use. Keep the work area clean and well lit. Wear eye protection and gloves. Disconnect the power supply or remove the battery before any adjustment, maintenance or change of accessories. Use only spare parts and accessories approved by the manufacturer.',
        },
        { heading: 'Intended use' },
        {
          paragraph: `${context.brand} ${line.title.toLowerCase()} are designed for professional use within the ratings in the technical data. Any other use is not intended and voids the warranty.`,
        },
        { heading: `Technical data (${first?.modelNumber ?? ''})` },
        {
          table: {
            columns: ['Item', 'Value'],
            rows: (first?.technicalDatas ?? []).map((spec) => [spec.name, spec.value]),
            widths: [1, 1.6],
          },
        },
        { heading: 'Maintenance' },
        {
          paragraph:
            'Keep ventilation openings clean. Check fasteners, cables and seals regularly. Have repairs carried out by an authorised service centre; the warranty covers material and manufacturing defects for the period stated on the product page.',
        },
      ],
    };
  },
};

export function lineDocumentContent(kind: LineDocument, input: LineDocumentInput): PdfContent {
  const { title, blocks } = CONTENT[kind](input);
  return {
    issuer: input.issuer,
    kind: kind.replace('-', ' '),
    title,
    subtitle: `${input.context.brand} ${input.line.title}: ${input.products.length} models`,
    reference: `${input.context.modelPrefix}-${input.line.title.replace(/[^A-Z]/g, '')}-${REFERENCE_CODES[kind]}`,
    blocks,
  };
}
