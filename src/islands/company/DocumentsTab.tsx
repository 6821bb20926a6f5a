import { saveCompanyTab } from '#src/client/workspace.ts';
import { documentsSchema, MAX_DOCUMENTS } from '#src/shared/company-profile.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { DocumentList, draftDocuments } from '#src/islands/kit/DocumentList.tsx';
import { TabForm } from '#src/islands/kit/TabForm.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import { companyMessage } from './company-messages.ts';

/** Profile › Certificates & other documents (PATCH supplier/home/documents): files buyers download. */
export function DocumentsTab({ company }: { company: OwnerCompany }) {
  const { draft, change, errorOf, save, bar } = useDraft(
    documentsSchema,
    { documents: draftDocuments(company.documents) },
    companyMessage,
  );

  return (
    <TabForm
      title="Certificates & other documents"
      intro="Certificates and other files buyers can open and download from your company page, under the names you give them."
      onSave={() =>
        save(async (input) => ({ documents: draftDocuments((await saveCompanyTab('documents', input)).documents) }))
      }
      {...bar}
    >
      <DocumentList
        documents={draft.documents}
        onDocuments={(documents) => change({ documents })}
        stored={company.documents}
        unsaved={bar.dirty}
        errorOf={errorOf}
        max={MAX_DOCUMENTS}
      />
    </TabForm>
  );
}
