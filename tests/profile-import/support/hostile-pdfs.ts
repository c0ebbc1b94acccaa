import { PDFDocument, PDFName, type PDFRef, StandardFonts } from 'pdf-lib';

/** A one-page PDF whose page draws `contents`, with Helvetica as /F1 (and the given forms). */
async function pageDrawing(
  contents: string,
  forms: (document: PDFDocument) => Record<string, PDFRef> = () => ({}),
) {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const xObjects = forms(document);
  page.node.set(PDFName.of('Resources'), document.context.obj({ Font: { F1: font.ref }, XObject: xObjects }));
  page.node.set(PDFName.of('Contents'), document.context.register(document.context.flateStream(contents)));
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** A few tens of KB holding `megabytes` of deflated text-drawing commands. */
export function deflateBomb(megabytes = 16): Promise<Buffer> {
  const command = 'BT /F1 1 Tf 10 10 Td (cv) Tj ET\n';
  return pageDrawing(command.repeat(Math.ceil((megabytes * 1024 * 1024) / command.length)));
}

/**
 * A couple of KB of form XObjects, each drawing the next one twice, `depth` deep: the text at the
 * bottom is drawn 2^depth times.
 */
export function nestedForms(depth = 24): Promise<Buffer> {
  return pageDrawing('/X0 Do\n', (document) => {
    let inner = document.context.register(
      document.context.flateStream('BT /F1 1 Tf 10 10 Td (deep) Tj ET', {
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, 595, 842],
      }),
    );
    for (let level = 0; level < depth; level++) {
      inner = document.context.register(
        document.context.flateStream('/X0 Do /X0 Do', {
          Type: 'XObject',
          Subtype: 'Form',
          BBox: [0, 0, 595, 842],
          Resources: { XObject: { X0: inner } },
        }),
      );
    }
    return { X0: inner };
  });
}

/** A PDF just under the upload limit: ten pages, each drawing a megabyte of ordinary lines of text. */
export async function bigTextPdf(bytes = 9.9 * 1024 * 1024, pages = 10): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const line = 'BT /F1 9 Tf 20 400 Td (Senior Software Engineer, Avast, 2017 - 2020, Prague.) Tj ET\n';
  const pageContents = line.repeat(Math.floor(bytes / pages / line.length) - 1);
  for (let number = 0; number < pages; number++) {
    const page = document.addPage([595, 842]);
    page.node.set(PDFName.of('Resources'), document.context.obj({ Font: { F1: font.ref } }));
    page.node.set(PDFName.of('Contents'), document.context.register(document.context.stream(pageContents)));
  }
  return Buffer.from(await document.save({ useObjectStreams: false }));
}
