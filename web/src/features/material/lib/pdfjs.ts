import type * as PdfJs from 'pdfjs-dist';

/**
 * pdf.js, loaded only when a document is opened (its own chunk, and its worker a file of its
 * own). Ranges of 64 KB are fetched as pages need them: a long document shows its first page
 * without being downloaded whole (decision 014).
 */
export type PdfDocument = PdfJs.PDFDocumentProxy;
export type PdfPage = PdfJs.PDFPageProxy;

let loaded: Promise<typeof PdfJs> | undefined;

export function loadPdfJs() {
  loaded ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  return loaded;
}

export async function openPdf(url: string) {
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({
    url,
    rangeChunkSize: 65_536,
    disableAutoFetch: true,
    disableStream: true,
    // The page's CSP allows no eval: pdf.js draws glyphs without it.
    isEvalSupported: false,
    useSystemFonts: true,
  }).promise;
}

/** The text layer of a page, so its words can be selected and found. */
export async function renderTextLayer(
  page: PdfPage,
  container: HTMLElement,
  viewport: PdfJs.PageViewport,
) {
  const pdfjs = await loadPdfJs();
  const layer = new pdfjs.TextLayer({
    textContentSource: page.streamTextContent(),
    container,
    viewport,
  });
  await layer.render();
}
