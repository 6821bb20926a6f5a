import { useEffect, useId, useRef, useState } from 'react';
import { saveCompanyTab, uploadSupplierFile } from '#src/client/workspace.ts';
import { documentsSchema, MAX_DOCUMENTS } from '#src/shared/company-profile.ts';
import { formatFileSize } from '#src/shared/file-size.ts';
import type { OwnerCompany, OwnerDocument } from '#src/shared/owner-company.ts';
import { DOCUMENT_ACCEPT, fileExtension } from '#src/shared/uploads.ts';
import {
  DOCUMENT_RULE,
  DOCUMENT_UPLOAD_TIP,
  documentNameOf,
  MAX_DOCUMENT_NAME_LENGTH,
  sortChosenFiles,
} from './file-checks.ts';
import { uploadEach } from './file-uploads.ts';
import { FilePicker, type PickedOutcome } from './FilePicker.tsx';
import { TextInput } from './fields.tsx';
import { OrderedRows } from './OrderedRows.tsx';
import { TabForm } from './TabForm.tsx';
import { useDraft } from './use-draft.ts';
import '#src/styles/workspace-files.css';

/** Where a stored file is served and how big it is. */
type FileDetails = { url: string; size: number };

const draftDocuments = (documents: OwnerDocument[]) => documents.map(({ name, key }) => ({ name, key }));

/** A document as its row's buttons and link name it: by its name, else by its place. */
const documentLabel = (document: { name: string }, index: number) => document.name.trim() || `Document ${index + 1}`;

/** One document to the server, checked there as a document (PDF, JPG or PNG up to 5 MB). */
function uploadDocument(file: File) {
  return uploadSupplierFile(file, file.name, false);
}

/** Profile › Certificates & other documents (PATCH supplier/home/documents): files buyers download. */
export function DocumentsTab({ company }: { company: OwnerCompany }) {
  const id = useId();
  const { draft, change, dirty, errorOf, save, outcome, reset } = useDraft(documentsSchema, {
    documents: draftDocuments(company.documents),
  });
  // The draft holds names and keys; each key's link and size come from the stored files and this visit's uploads.
  const [uploadedFiles, setUploadedFiles] = useState<Record<string, FileDetails>>({});
  const files: Record<string, FileDetails> = {
    ...Object.fromEntries(company.documents.map(({ key, url, size }) => [key, { url, size }])),
    ...uploadedFiles,
  };
  // Uploads take a while: their documents join the draft as it is when they are done.
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  });

  const addDocuments = async (chosenFiles: File[]): Promise<PickedOutcome> => {
    const chosen = sortChosenFiles(chosenFiles, DOCUMENT_RULE, { count: draft.documents.length, max: MAX_DOCUMENTS });
    const { uploaded, refused } = await uploadEach(chosen.accepted, uploadDocument);
    if (uploaded.length > 0) {
      setUploadedFiles((shown) => ({
        ...shown,
        ...Object.fromEntries(uploaded.map(({ stored: { key, url, size } }) => [key, { url, size }])),
      }));
      change({
        documents: [
          ...latestDraft.current.documents,
          ...uploaded.map(({ file, stored }) => ({ name: documentNameOf(file.name), key: stored.key })),
        ],
      });
    }
    return { added: uploaded.length, refused: [...chosen.refused, ...refused] };
  };

  return (
    <TabForm
      title="Certificates & other documents"
      intro="Certificates and other files buyers can open and download from your company page, under the names you give them."
      onSave={() =>
        save(async (input) => ({ documents: draftDocuments((await saveCompanyTab('documents', input)).documents) }))
      }
      dirty={dirty}
      outcome={outcome}
      onReset={reset}
    >
      <OrderedRows
        rows={draft.documents}
        onRows={(documents) => change({ documents })}
        max={MAX_DOCUMENTS}
        rowName={documentLabel}
        emptyText="No documents yet. Upload the first ones below; buyers see them once you save."
        renderRow={(document, index, update) => {
          const file = files[document.key];
          const keyError = errorOf(`documents.${index}.key`);
          const keyErrorId = keyError ? `${id}-${index}-error` : undefined;
          const type = fileExtension(document.key).toUpperCase();
          return (
            <>
              <TextInput
                label="Name"
                maxLength={MAX_DOCUMENT_NAME_LENGTH}
                required
                value={document.name}
                onValue={(name) => update({ ...document, name })}
                error={errorOf(`documents.${index}.name`)}
              />
              <div className="ws-document-file">
                {file && (
                  <a href={file.url} target="_blank" rel="noopener" aria-describedby={keyErrorId}>
                    Open file
                    <span className="visually-hidden"> {documentLabel(document, index)} (opens in a new tab)</span>
                  </a>
                )}
                <span className="ws-document-meta">
                  {[type, file && formatFileSize(file.size)].filter(Boolean).join(' · ')}
                </span>
                {keyError && (
                  <p id={keyErrorId} className="ws-error">
                    {keyError}
                  </p>
                )}
              </div>
            </>
          );
        }}
      />
      {errorOf('documents') && <p className="ws-error">{errorOf('documents')}</p>}
      <FilePicker
        label="Upload documents"
        accept={DOCUMENT_ACCEPT}
        hint={DOCUMENT_UPLOAD_TIP}
        note={
          draft.documents.length >= MAX_DOCUMENTS
            ? `The list is full (${MAX_DOCUMENTS} documents). Remove one to add another.`
            : undefined
        }
        onFiles={addDocuments}
        addedText={(count) =>
          `${count === 1 ? '1 document' : `${count} documents`} added. Check the names, then save to show them to buyers.`
        }
      />
    </TabForm>
  );
}
