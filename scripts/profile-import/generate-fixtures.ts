/**
 * Writes the profile import's test PDFs into tests/profile-import/fixtures/: the CVs of
 * `cvs.ts`, a cover letter (text, no sections) and a 'scan' (a page of drawn shapes, no text).
 * DejaVu Sans carries every Czech letter. Run: `pnpm fixtures:profile-import`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { COVER_LETTER, CV_FIXTURES } from '../../tests/profile-import/fixtures/cvs';
import { A4, type Block, type Column, type CvFixture } from '../../tests/profile-import/fixtures/layout';

const root = path.join(import.meta.dirname, '../..');
const out = path.join(root, 'tests/profile-import/fixtures');
const fontDir = path.join(root, 'node_modules/dejavu-fonts-ttf/ttf');
// A fixed date, so the files change only when their content does.
const DATE = new Date('2024-11-20T10:00:00Z');

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const BLACK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.42, 0.42, 0.45);
const BULLET_INDENT = 12;

/** Breaks a text into lines no wider than `width` at this font and size. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Draws columns top to bottom, each flowing onto the next page when it is full. */
class Layout {
  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {}

  private page(index: number): PDFPage {
    while (this.pdf.getPageCount() <= index) this.pdf.addPage([A4.width, A4.height]);
    return this.pdf.getPage(index);
  }

  drawColumn(column: Column): void {
    let pageIndex = 0;
    let y = A4.height - A4.margin;
    if (column.shaded) {
      this.page(0).drawRectangle({
        x: column.x - 14,
        y: 0,
        width: column.width + 28,
        height: A4.height,
        color: rgb(0.93, 0.94, 0.96),
      });
    }
    const advance = (height: number) => {
      if (y - height < A4.margin) {
        pageIndex++;
        y = A4.height - A4.margin;
      }
      y -= height;
    };
    const draw = (text: string, x: number, size: number, font: PDFFont, grey = false) => {
      if (text) this.page(pageIndex).drawText(text, { x, y, size, font, color: grey ? GREY : BLACK });
    };
    const textX = (besideAside?: boolean) => column.x + (besideAside ? (column.asideWidth ?? 0) : 0);

    for (const block of column.blocks as Block[]) {
      const size = block.size ?? 10;
      const leading = size * 1.35;
      if (block.kind === 'line') {
        const font = block.bold ? this.fonts.bold : this.fonts.regular;
        advance((block.space ?? 0) + leading);
        const x = block.aside === undefined ? column.x : column.x + (column.asideWidth ?? 0);
        if (block.aside) draw(block.aside, column.x, size, this.fonts.regular, true);
        draw(block.text, x, size, font, block.grey);
        if (block.right) {
          const width = this.fonts.regular.widthOfTextAtSize(block.right, size);
          draw(block.right, column.x + column.width - width, size, this.fonts.regular, true);
        }
        continue;
      }
      const x = textX(block.besideAside) + (block.bullet ? BULLET_INDENT : 0);
      const width = column.x + column.width - x;
      wrap(block.text, this.fonts.regular, size, width).forEach((text, index) => {
        advance((index === 0 ? (block.space ?? 0) : 0) + leading);
        if (index === 0 && block.bullet) draw('•', x - BULLET_INDENT, size, this.fonts.regular);
        draw(text, x, size, this.fonts.regular);
      });
    }
  }
}

async function newDocument(title: string) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title);
  pdf.setCreationDate(DATE);
  pdf.setModificationDate(DATE);
  pdf.setProducer('Tribe test fixtures');
  const [regular, bold] = await Promise.all(
    ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map(async (name) =>
      pdf.embedFont(await readFile(path.join(fontDir, name)), { subset: true }),
    ),
  );
  return { pdf, fonts: { regular, bold } };
}

async function writeCv(fixture: CvFixture): Promise<void> {
  const { pdf, fonts } = await newDocument(fixture.label);
  const layout = new Layout(pdf, fonts);
  for (const column of fixture.columns) layout.drawColumn(column);
  const pages = pdf.getPages();
  if (fixture.footer) {
    pages.forEach((page, index) => {
      const text = fixture.footer?.(index + 1, pages.length) ?? '';
      const width = fonts.regular.widthOfTextAtSize(text, 9);
      page.drawText(text, { x: (A4.width - width) / 2, y: 24, size: 9, font: fonts.regular, color: GREY });
    });
  }
  await writeFile(path.join(out, fixture.file), await pdf.save());
}

/** A scanned CV stands in as a page of grey bars where the lines of text would be: no text at all. */
async function writeScan(): Promise<void> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(DATE);
  pdf.setModificationDate(DATE);
  const page = pdf.addPage([A4.width, A4.height]);
  for (let row = 0; row < 40; row++) {
    const width = 200 + ((row * 97) % 280);
    page.drawRectangle({
      x: A4.margin,
      y: A4.height - 80 - row * 17,
      width,
      height: 8,
      color: rgb(0.3, 0.3, 0.3),
    });
  }
  await writeFile(path.join(out, 'scan.pdf'), await pdf.save());
}

for (const fixture of [...CV_FIXTURES, COVER_LETTER]) await writeCv(fixture);
await writeScan();
console.log(`Wrote ${CV_FIXTURES.length + 2} PDFs to ${path.relative(root, out)}`);
