import * as v from 'valibot';
import { MAX_HIGHLIGHTS } from '#src/shared/company-profile.ts';
import {
  logisticDatasSchema,
  productHighlightsSchema,
  technicalDatasSchema,
  type NameValue,
} from '#src/shared/owner-products.ts';
import { NameValueRows, type NameValueKind } from '#src/islands/kit/name-value-rows.tsx';
import { ProductSection, sectionSave, type ProductSectionProps } from './product-section.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import { productMessage } from './product-messages.ts';

/** The spec's technical and logistic data have room for this many rows (owner-products.ts specRows). */
const MAX_SPEC_ROWS = 50;

type SpecField = 'highlights' | 'technicalDatas' | 'logisticDatas';
type SpecSection = NameValueKind & {
  id: string;
  title: string;
  intro: string;
  field: SpecField;
  /** The PATCH call (spec §7 supplier/product/{call}/{id}). */
  call: 'highlights' | 'tech-datas' | 'logi-datas';
  schema: v.GenericSchema<Partial<Record<SpecField, NameValue[]>>>;
};

/** The product's name and value sections: highlights, technical data and logistic data (spec §2). */
export const SPEC_SECTIONS: Record<'highlights' | 'technical' | 'logistic', SpecSection> = {
  highlights: {
    id: 'product-highlights',
    title: 'Highlights',
    intro: 'Short facts shown at the top of the product page, e.g. Warranty: 5 years.',
    field: 'highlights',
    call: 'highlights',
    schema: productHighlightsSchema,
    rowLabel: 'Highlight',
    addLabel: 'Add a highlight',
    emptyText: 'No highlights yet.',
    max: MAX_HIGHLIGHTS,
    valueMaxLength: 200,
  },
  technical: {
    id: 'product-technical',
    title: 'Technical data',
    intro: 'The product’s specification as name and value, e.g. Nominal pressure: PN 16.',
    field: 'technicalDatas',
    call: 'tech-datas',
    schema: technicalDatasSchema,
    rowLabel: 'Technical data row',
    addLabel: 'Add technical data',
    emptyText: 'No technical data yet.',
    max: MAX_SPEC_ROWS,
    valueMaxLength: 300,
  },
  logistic: {
    id: 'product-logistic',
    title: 'Logistic data',
    intro: 'Packing and shipping as name and value, e.g. Packing: 10 pieces per carton.',
    field: 'logisticDatas',
    call: 'logi-datas',
    schema: logisticDatasSchema,
    rowLabel: 'Logistic data row',
    addLabel: 'Add logistic data',
    emptyText: 'No logistic data yet.',
    max: MAX_SPEC_ROWS,
    valueMaxLength: 300,
  },
};

/** One name and value section of the editor, saved by its own call. */
export function ProductSpecSection({ product, spec }: ProductSectionProps & { spec: SpecSection }) {
  const { field } = spec;
  const { draft, change, errorOf, save, bar } = useDraft(spec.schema, { [field]: product[field] }, productMessage);
  return (
    <ProductSection
      id={spec.id}
      title={spec.title}
      intro={spec.intro}
      // The section's schema checked the body: it is the call's.
      save={sectionSave(spec.call, save as never, (saved) => ({ [field]: saved[field] }))}
      {...bar}
    >
      <NameValueRows
        kind={spec}
        rows={draft[field] ?? []}
        onRows={(rows) => change({ [field]: rows })}
        errorOf={errorOf}
        field={field}
      />
    </ProductSection>
  );
}
