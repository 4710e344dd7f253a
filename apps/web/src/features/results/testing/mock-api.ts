import { vi } from 'vitest';

/** Results-only test helpers; the fetch mock itself lives in src/testing/mock-api. */

export const pdfResponse = (): Response =>
  new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), { status: 200, headers: { 'Content-Type': 'application/pdf' } });

/** Captures files the page downloads (object URLs and the temporary link's click). */
export const captureDownloads = () => {
  const blobs: Blob[] = [];
  const files: { name: string; blob: Blob }[] = [];
  // jsdom has no object URLs: give the page working stand-ins for this test.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:mock/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const index = Number(this.href.split('/').pop()) - 1;
    const blob = blobs[index];
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
};
