import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';

/** Every text drawn in a PDF: pdf-lib writes text as hex strings in (flate-compressed) content streams. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.toString();
    let content: Buffer;
    try {
      content = filter.includes('FlateDecode') ? inflateSync(Buffer.from(object.contents)) : Buffer.from(object.contents);
    } catch {
      continue;
    }
    for (const match of content.toString('latin1').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) texts.push(Buffer.from(match[1]!, 'hex').toString('latin1').replace(/\x80/g, '€')); // WinAnsi: 0x80 is €
  }
  return texts.join('\n');
}
