// The API's OpenAPI document, for the pages that show it: pages sit below the API and never import
// it (DESIGN §2), so the API hands a way to build the document down when it is created.

type DocumentSource = (origin: string) => Promise<unknown>;

let source: DocumentSource | null = null;

/** Called by createApi(): from now on readApiDocument answers from that app's routes. */
export function provideApiDocument(next: DocumentSource): void {
  source = next;
}

/** The document for this site's origin; the Worker creates the API before it renders any page. */
export function readApiDocument(origin: string): Promise<unknown> {
  if (!source) throw new Error('The API has not been created in this Worker.');
  return source(origin);
}
