import { PDF_DOWNLOAD_TEXT } from '#src/shared/catalogue-pdf.ts';
import { PDF_DOWNLOAD_LINK } from './behaviour-targets.ts';

// Download PDF (issue 29 item 4): a plain link that downloads on its own; with this script the page
// says that it is preparing (a first render takes seconds), then that it is done, or why not,
// instead of leaving the visitor on a blank error.

/** The file name the server gave (filename*), else the link's own. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  return encoded ? decodeURIComponent(encoded) : 'catalogue.pdf';
}

document.addEventListener('click', async (event) => {
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(PDF_DOWNLOAD_LINK);
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const status = document.getElementById(link.dataset.pdfDownload ?? '');
  const say = (text: string) => status && (status.textContent = text);
  if (link.getAttribute('aria-busy') === 'true') return;
  link.setAttribute('aria-busy', 'true');
  say(PDF_DOWNLOAD_TEXT.preparing);
  try {
    const response = await fetch(link.href);
    if (!response.ok) {
      say(response.status === 429 ? PDF_DOWNLOAD_TEXT.tooMany : PDF_DOWNLOAD_TEXT.unavailable);
      return;
    }
    const file = URL.createObjectURL(await response.blob());
    const save = Object.assign(document.createElement('a'), { href: file, download: fileNameOf(response) });
    save.click();
    setTimeout(() => URL.revokeObjectURL(file), 60_000);
    say(PDF_DOWNLOAD_TEXT.done);
  } catch {
    say(PDF_DOWNLOAD_TEXT.unavailable);
  } finally {
    link.removeAttribute('aria-busy');
  }
});
