import { useEffect, useId, useRef, useState } from 'react';
import { uploadSupplierFile } from '#src/client/workspace.ts';
import { formatFileSize } from '#src/shared/file-size.ts';
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
import { ErrorNote, TextInput } from './fields.tsx';
import { OrderedRows } from './OrderedRows.tsx';
import './files.css';

/** Where a stored file is served and how big it is. */
export type FileDetails = { url: string; size: number };

export type DraftDocument = { name: string; key: string };

/** A stored document as the list's rows hold it (the PATCH calls' { name, key }). */
export const draftDocuments = (documents: readonly DraftDocument[]): DraftDocument[] =>
  documents.map(({ name, key }) => ({ name, key }));

/** What the lists say while they have no row. */
const EMPTY_TEXT = 'No documents yet. Upload the first ones below; buyers see them once you save.';

/** A document as its row's buttons and link name it: by its name, else by its place. */
const documentLabel = (document: { name: string }, index: number) => document.name.trim() || `Document ${index + 1}`;

/** One document to the server, checked there as a document (PDF, JPG or PNG up to 5 MB). */
function uploadDocument(file: File) {
  return uploadSupplierFile(file, file.name, false);
}

/**
 * Named documents buyers download (the company's Certificates tab, a product's documents): each
 * row's name and file, uploads through the file picker named after their files.
 */
export function DocumentList({
  documents,
  onDocuments,
  stored,
  errorOf,
  max,
  unsaved,
}: {
  documents: DraftDocument[];
  onDocuments: (documents: DraftDocument[]) => void;
  /** The documents as stored, with each key's link and size. */
  stored: readonly (DraftDocument & FileDetails)[];
  /** The error at a path under `documents` ('documents.2.name'). */
  errorOf: (path: string) => string | undefined;
  max: number;
  /** Whether the list has unsaved changes: "added. … save to show them" goes once it is saved. */
  unsaved: boolean;
}) {
  const id = useId();
  // The rows hold names and keys; each key's link and size come from the stored files and this visit's uploads.
  const [uploadedFiles, setUploadedFiles] = useState<Record<string, FileDetails>>({});
  const files: Record<string, FileDetails> = {
    ...Object.fromEntries(stored.map(({ key, url, size }) => [key, { url, size }])),
    ...uploadedFiles,
  };
  // Uploads take a while: their documents join the list as it is when they are done.
  const latestDocuments = useRef(documents);
  useEffect(() => {
    latestDocuments.current = documents;
  });

  const addDocuments = async (chosenFiles: File[]): Promise<PickedOutcome> => {
    const chosen = sortChosenFiles(chosenFiles, DOCUMENT_RULE, { count: documents.length, max });
    const { uploaded, refused } = await uploadEach(chosen.accepted, uploadDocument);
    if (uploaded.length > 0) {
      setUploadedFiles((shown) => ({
        ...shown,
        ...Object.fromEntries(uploaded.map(({ stored: { key, url, size } }) => [key, { url, size }])),
      }));
      onDocuments([
        ...latestDocuments.current,
        ...uploaded.map(({ file, stored }) => ({ name: documentNameOf(file.name), key: stored.key })),
      ]);
    }
    return { added: uploaded.length, refused: [...chosen.refused, ...refused] };
  };

  return (
    <>
      <OrderedRows
        rows={documents}
        onRows={onDocuments}
        max={max}
        rowName={documentLabel}
        emptyText={EMPTY_TEXT}
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
      <ErrorNote message={errorOf('documents')} />
      <FilePicker
        label="Upload documents"
        accept={DOCUMENT_ACCEPT}
        hint={DOCUMENT_UPLOAD_TIP}
        note={documents.length >= max ? `The list is full (${max} documents). Remove one to add another.` : undefined}
        onFiles={addDocuments}
        unsaved={unsaved}
        addedText={(count) =>
          `${count === 1 ? '1 document' : `${count} documents`} added. Check the names, then save to show them to buyers.`
        }
      />
    </>
  );
}
