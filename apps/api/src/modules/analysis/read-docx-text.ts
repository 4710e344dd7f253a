import { inflateRawSync } from 'node:zlib';

/**
 * The text of a .docx (a zip of XML parts): reads `word/document.xml` from the zip's central
 * directory and keeps the text of its paragraphs. Returns null for anything that is not a readable
 * .docx. Sizes are bounded so a zip bomb cannot expand without limit.
 */
const MAX_XML_BYTES = 5 * 1024 * 1024;

export const readDocxText = (bytes: Buffer): string | null => {
  // End of central directory: signature 0x06054b50, within the last 64 KiB + 22 bytes.
  const from = Math.max(0, bytes.length - 65_557);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  for (let n = 0; n < entries && offset + 46 <= bytes.length; n++) {
    if (bytes.readUInt32LE(offset) !== 0x02014b50) return null;
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const size = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const localOffset = bytes.readUInt32LE(offset + 42);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    if (name !== 'word/document.xml') continue;
    if (size > MAX_XML_BYTES || localOffset + 30 > bytes.length) return null;
    const localNameLength = bytes.readUInt16LE(localOffset + 26);
    const localExtraLength = bytes.readUInt16LE(localOffset + 28);
    const start = localOffset + 30 + localNameLength + localExtraLength;
    const data = bytes.subarray(start, start + compressedSize);
    let xml: string;
    try {
      xml = (method === 0 ? data : inflateRawSync(data, { maxOutputLength: MAX_XML_BYTES })).toString('utf8');
    } catch {
      return null;
    }
    const text = xml
      .replace(/<w:tab\/>/g, '\t')
      .replace(/<w:br\/>/g, '\n')
      .replace(/<\/w:p>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
    return text.trim();
  }
  return null;
};
