import * as cfb from 'cfb';
import { zip } from './zip';

/** A real (tiny) one-page PDF. */
export function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An OLE compound file holding these streams (a path with `/` puts one in a storage). */
export function compoundFile(streams: Record<string, Buffer>): Buffer {
  const container = cfb.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) cfb.utils.cfb_add(container, name, content);
  return Buffer.from(cfb.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A Word 97–2003 document as its container sees it: the `WordDocument` and table streams. */
export function doc(): Buffer {
  return compoundFile({ WordDocument: Buffer.alloc(1024, 0xec), '1Table': Buffer.alloc(512) });
}

/** An Excel 97–2003 workbook: a compound file too, but no Word document. */
export function xls(): Buffer {
  return compoundFile({ Workbook: Buffer.alloc(1024, 0x09) });
}

/** A compound file holding a Word document only inside a storage (an embedded object), not at its root. */
export function embeddedDoc(): Buffer {
  return compoundFile({ 'ObjectPool/_1234/WordDocument': Buffer.alloc(1024, 0xec) });
}

/** The 512-byte header of an OLE compound file and nothing readable after it. */
export function oleHeaderOnly(): Buffer {
  const header = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  return header;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

/** A minimal Word document; `extra` adds entries (to build zip bombs). */
export function docx(extra: Parameters<typeof zip>[0] = []): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      data: '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
    },
    ...extra,
  ]);
}

/** A minimal OpenDocument text. */
export function odt(): Buffer {
  return zip([
    { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text', store: true },
    { name: 'content.xml', data: '<?xml version="1.0"?><office:document-content/>' },
    { name: 'META-INF/manifest.xml', data: '<?xml version="1.0"?><manifest:manifest/>' },
  ]);
}

/** A DOCX carrying 80 MB of zeros that deflate to a few dozen kilobytes. */
export function zipBombDocx(): Buffer {
  return docx([{ name: 'word/media/padding.bin', data: Buffer.alloc(80 * 1024 * 1024) }]);
}

/** A DOCX whose headers declare small sizes while an entry inflates to 80 MB. */
export function lyingZipBombDocx(): Buffer {
  return docx([{ name: 'word/media/padding.bin', data: Buffer.alloc(80 * 1024 * 1024), declaredSize: 1000 }]);
}

/** The start of a Windows executable (MZ header with a PE signature). */
export function executable(): Buffer {
  const exe = Buffer.alloc(1024);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
}
