import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { fakeImageCodec, type FakeImageCodec } from '../testing/fake-image-codec';
import { FakeXhr } from '../testing/fake-xhr';
import { renderUpload } from '../testing/render-upload';
import { alertTexts, browseInput, cameraInput, expectAlert, installUploadTestKit, pdf, photo, setupApi, user } from '../testing/upload-test-kit';

const { objectUrls } = installUploadTestKit();

afterEach(async () => {
  await changeLanguage('en');
});

const MB = 1024 * 1024;
const PHONE = { width: 4032, height: 3024 };

const open = async (codec: FakeImageCodec) => {
  window.sessionStorage.setItem('userState', 'TX');
  setupApi();
  const view = renderUpload('/upload?flow=generate', [], codec);
  await screen.findByText('Your state: Texas');
  return view;
};

const pagesList = () => screen.getByRole('list', { name: 'Pages of your letter' });
const pageAlts = () =>
  within(pagesList())
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));
const preparingBar = () => screen.queryByRole('progressbar', { name: 'Preparing photos' });

/** The letter's files as sent to the server: name, type and size. */
const sentFiles = async (u: ReturnType<typeof user>) => {
  await u.click(screen.getByRole('button', { name: 'Analyze for Violations' }));
  const form = FakeXhr.last().form;
  return [...form.getAll('file'), ...form.getAll('files')].map((value) =>
    value instanceof File ? { name: value.name, type: value.type, size: value.size } : value,
  );
};

describe('upload page: photos are downscaled before upload (issue 4)', () => {
  it('accepts a 12 MB phone photo that downscales to 2 MB, previews it and uploads the 2 MB JPEG', async () => {
    const u = user();
    const codec = fakeImageCodec({ photos: { 'phone.jpg': PHONE }, encodedBytes: () => 2 * MB });
    await open(codec);
    await u.upload(cameraInput(), photo('phone.jpg', 12 * MB));
    expect(alertTexts()).toEqual([]);
    expect(pageAlts()).toEqual(['Page 1 of your letter (phone.jpg)']);
    expect(codec.encoded).toEqual([{ name: 'phone.jpg', size: { width: 3300, height: 2475 }, quality: 0.85 }]);
    // The preview shows the downscaled photo.
    expect(within(pagesList()).getByRole('img')).toHaveAttribute('src', objectUrls.created[0]);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ size: 2 * MB, type: 'image/jpeg' }));
    expect(await sentFiles(u)).toEqual([{ name: 'phone.jpg', type: 'image/jpeg', size: 2 * MB }]);
  });

  it('takes three 4 MB photos (12 MB as chosen) once they are downscaled under the 10 MB total', async () => {
    const u = user();
    const codec = fakeImageCodec({ photos: { 'p1.jpg': PHONE, 'p2.jpg': PHONE, 'p3.jpg': PHONE }, encodedBytes: () => 2 * MB });
    await open(codec);
    await u.upload(browseInput(), [photo('p1.jpg', 4 * MB), photo('p2.jpg', 4 * MB), photo('p3.jpg', 4 * MB)]);
    expect(pageAlts()).toEqual(['Page 1 of your letter (p1.jpg)', 'Page 2 of your letter (p2.jpg)', 'Page 3 of your letter (p3.jpg)']);
    expect(codec.decoded).toEqual(['p1.jpg', 'p2.jpg', 'p3.jpg']);
    expect(codec.closed).toBe(3);
    const sent = await sentFiles(u);
    expect(sent.map((file) => (typeof file === 'string' ? file : file.name))).toEqual(['p1.jpg', 'p2.jpg', 'p3.jpg']);
    expect(sent.every((file) => typeof file !== 'string' && file.size === 2 * MB)).toBe(true);
  });

  it('uploads a re-encoded PNG as a .jpg, shown under the name it was chosen under', async () => {
    const u = user();
    const codec = fakeImageCodec({ photos: { 'scan.png': { width: 2550, height: 3300 } }, encodedBytes: () => MB });
    await open(codec);
    await u.upload(browseInput(), new File([new Uint8Array(2 * MB)], 'scan.png', { type: 'image/png' }));
    expect(pageAlts()).toEqual(['Page 1 of your letter (scan.png)']);
    expect(await sentFiles(u)).toEqual([{ name: 'scan.jpg', type: 'image/jpeg', size: MB }]);
  });

  it("shows 'Preparing photos…' with its progress while photos are scaled, the letter locked meanwhile", async () => {
    const u = user();
    const codec = fakeImageCodec({ photos: { 'a.jpg': PHONE, 'b.jpg': PHONE }, encodedBytes: () => MB, hold: true });
    await open(codec);
    await u.upload(browseInput(), pdf('first.pdf'));
    expect(codec.decoded).toEqual([]);
    await u.upload(browseInput(), [photo('a.jpg', 4 * MB), photo('b.jpg', 4 * MB)]);

    expect(screen.getByText('Preparing photos…')).toHaveAttribute('role', 'status');
    expect(preparingBar()).toHaveAttribute('aria-valuemax', '2');
    expect(preparingBar()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Take Photo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Browse Files' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove first.pdf' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Analyze for Violations' })).toBeDisabled();

    await act(async () => codec.release());
    expect(preparingBar()).toHaveAttribute('aria-valuenow', '1');
    expect(codec.decoded).toEqual(['a.jpg', 'b.jpg']);

    await act(async () => codec.release());
    expect(screen.queryByText('Preparing photos…')).not.toBeInTheDocument();
    expect(preparingBar()).not.toBeInTheDocument();
    // Photos replace the PDF, as before.
    expect(pageAlts()).toEqual(['Page 1 of your letter (a.jpg)', 'Page 2 of your letter (b.jpg)']);
    expect(screen.getByRole('button', { name: 'Take Photo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Analyze for Violations' })).toBeEnabled();
    expect(screen.getAllByText('Pages in your letter: 2').map((el) => el.getAttribute('role'))).toEqual([null, 'status']);
  });

  it('gives focus back to the picker button once the photos are prepared', async () => {
    const codec = fakeImageCodec({ photos: { 'a.jpg': PHONE }, encodedBytes: () => MB, hold: true });
    await open(codec);
    const browse = screen.getByRole('button', { name: 'Browse Files' });
    browse.focus();
    // The file dialog hands focus back to the button that opened it, then the input changes.
    fireEvent.change(browseInput(), { target: { files: [photo('a.jpg', 4 * MB)] } });
    expect(browse).toBeDisabled();
    // A browser moves focus away from a button that becomes disabled (jsdom does not, and will
    // not blur a disabled button): focus goes to an element that then leaves the page.
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();
    elsewhere.remove();
    expect(document.body).toHaveFocus();
    await act(async () => codec.release());
    await waitFor(() => expect(browse).toHaveFocus());
  });

  it('keeps a photo it cannot decode and lets the server answer for it', async () => {
    const u = user();
    const codec = fakeImageCodec({ photos: { 'odd.jpg': 'corrupt' } });
    await open(codec);
    await u.upload(cameraInput(), new File([new Uint8Array(3 * MB)], 'odd.jpg', { type: 'image/jpeg' }));
    expect(pageAlts()).toEqual(['Page 1 of your letter (odd.jpg)']);
    expect(await sentFiles(u)).toEqual([{ name: 'odd.jpg', type: 'image/jpeg', size: 3 * MB }]);
  });

  it("refuses a photo still over 10 MB after trying (it could not be decoded) with 'File size must be less than 10MB'", async () => {
    const u = user();
    const codec = fakeImageCodec({ photos: { 'huge.jpg': 'corrupt' } });
    await open(codec);
    await u.upload(cameraInput(), photo('huge.jpg', 12 * MB));
    await expectAlert('File size must be less than 10MB');
    expect(screen.queryByRole('list', { name: 'Pages of your letter' })).not.toBeInTheDocument();
  });

  it('refuses photos that together stay over 10 MB, keeping the pages already there', async () => {
    const u = user();
    const codec = fakeImageCodec({ encodedBytes: () => 3 * MB });
    await open(codec);
    await u.upload(browseInput(), [photo('p1.jpg', 5 * MB), photo('p2.jpg', 5 * MB), photo('p3.jpg', 5 * MB)]);
    expect(pageAlts()).toHaveLength(3);
    await u.upload(cameraInput(), photo('p4.jpg', 5 * MB));
    await expectAlert('Together, the pages of a letter must be less than 10MB, so the photos you chose were not added. Remove a page or choose fewer photos.');
    expect(pageAlts()).toHaveLength(3);
  });

  it('never decodes a PDF, and refuses one over 10 MB as chosen', async () => {
    const u = user();
    const codec = fakeImageCodec();
    await open(codec);
    await u.upload(browseInput(), pdf('big.pdf', 10 * MB + 1));
    await expectAlert('File size must be less than 10MB');
    await u.upload(browseInput(), pdf('letter.pdf', 9 * MB));
    expect(screen.getByText('letter.pdf')).toBeInTheDocument();
    expect(codec.decoded).toEqual([]);
  });

  it('stops preparing when the page is left', async () => {
    const u = user();
    const codec = fakeImageCodec({ hold: true });
    const { unmount } = await open(codec);
    await u.upload(browseInput(), [photo('a.jpg', 4 * MB), photo('b.jpg', 4 * MB)]);
    unmount();
    await act(async () => codec.release());
    expect(codec.decoded).toEqual(['a.jpg']);
    expect(codec.closed).toBe(1);
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    const u = user();
    const codec = fakeImageCodec({ encodedBytes: () => 4 * MB, hold: true });
    window.sessionStorage.setItem('userState', 'TX');
    setupApi();
    renderUpload('/upload?flow=generate', [], codec);
    await screen.findByText('Su estado: Texas');
    await u.upload(screen.getByLabelText('Elija una foto o un PDF de la carta'), [photo('a.jpg', 6 * MB), photo('b.jpg', 6 * MB), photo('c.jpg', 6 * MB)]);
    expect(screen.getByText('Preparando las fotos…')).toHaveAttribute('role', 'status');
    for (let i = 0; i < 3; i += 1) await act(async () => codec.release());
    await expectAlert(
      'Juntas, las páginas de una carta deben pesar menos de 10MB, así que no se añadieron las fotos que eligió. Quite una página o elija menos fotos.',
    );
  });
});
