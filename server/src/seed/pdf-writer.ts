import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/*
 * Real PDFs for the demo study material, made with pdf-lib: selectable text, headings and
 * paragraphs flowing onto A4 pages. pdf-lib's standard fonts write Latin text only.
 */

/** What the standard fonts can write (WinAnsi): other characters are left out. */
const latin = (s: string) =>
  s
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .trim();

const [WIDTH, HEIGHT] = PageSizes.A4;
const MARGIN = 56;

/** Writes flowing text onto A4 pages, starting a new page when one is full. */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  pages = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  static async create(meta: { title: string; footer: string; author: string; subject: string }) {
    const doc = await PDFDocument.create();
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    doc.setSubject(meta.subject);
    const [regular, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfWriter(doc, regular, bold, meta.footer);
  }

  newPage() {
    this.page = this.doc.addPage([WIDTH, HEIGHT]);
    this.pages += 1;
    this.y = HEIGHT - MARGIN;
    const label = `${this.footer} · page ${this.pages}`;
    this.page.drawText(latin(label), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: this.regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  }

  private lines(text: string, font: PDFFont, size: number) {
    const out: string[] = [];
    let line = '';
    for (const word of latin(text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > WIDTH - 2 * MARGIN && line) {
        out.push(line);
        line = word;
      } else line = next;
    }
    if (line) out.push(line);
    return out;
  }

  private write(text: string, font: PDFFont, size: number, gapAfter: number, indent = 0) {
    for (const line of this.lines(text, font, size)) {
      if (this.y - size < MARGIN) this.newPage();
      this.y -= size * 1.35;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font });
    }
    this.y -= gapAfter;
  }

  title(text: string) {
    this.write(text, this.bold, 22, 10);
  }
  heading(text: string) {
    if (this.y < MARGIN + 80) this.newPage();
    this.write(text, this.bold, 14, 4);
  }
  paragraph(text: string) {
    this.write(text, this.regular, 11, 8);
  }
  bullet(text: string) {
    this.write(`•  ${text}`, this.regular, 11, 2, 8);
  }
  note(text: string) {
    this.write(text, this.regular, 9, 10);
  }

  async bytes() {
    return Buffer.from(await this.doc.save());
  }
}
