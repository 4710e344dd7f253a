import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUpload } from '../testing/render-upload';
import { alertTexts, browseInput, cameraInput, expectAlert, installUploadTestKit, pdf, photo, setupApi, user } from '../testing/upload-test-kit';

const { objectUrls } = installUploadTestKit();

const pagesList = () => screen.getByRole('list', { name: 'Pages of your letter' });
const pageAlts = () =>
  within(pagesList())
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));

const open = async (flow: 'generate' | 'enhance' = 'generate') => {
  window.sessionStorage.setItem('userState', 'TX');
  setupApi();
  const view = renderUpload(`/upload?flow=${flow}`);
  await screen.findByText('Your state: Texas');
  return view;
};

describe('upload page: choosing the letter (spec 000 §2, §5)', () => {
  it('offers Take Photo with the phone camera, Browse Files and drag and drop, with the tips', async () => {
    await open();
    expect(screen.getByRole('button', { name: 'Take Photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse Files' })).toBeInTheDocument();
    expect(screen.getByText('Drag and drop the letter here')).toBeInTheDocument();
    expect(cameraInput()).toHaveAttribute('accept', 'image/*');
    expect(cameraInput()).toHaveAttribute('capture', 'environment');
    expect(browseInput()).toHaveAttribute('multiple');
    for (const tip of [
      'Use good lighting, without shadows or glare',
      'Get the whole letter in the frame',
      'Make sure the text is sharp and readable',
      'Multi-page PDFs are supported',
      '10MB limit',
    ]) {
      expect(screen.getByText(tip)).toBeInTheDocument();
    }
  });

  it('opens the pickers from the buttons', async () => {
    const u = user();
    await open();
    let cameraClicked = 0;
    let browseClicked = 0;
    cameraInput().addEventListener('click', () => (cameraClicked += 1));
    browseInput().addEventListener('click', () => (browseClicked += 1));
    await u.click(screen.getByRole('button', { name: 'Take Photo' }));
    await u.click(screen.getByRole('button', { name: 'Browse Files' }));
    expect(cameraClicked).toBe(1);
    expect(browseClicked).toBe(1);
  });

  it("refuses a wrong type with 'Please upload an image (JPG, PNG) or PDF file'", async () => {
    const u = user();
    await open();
    await u.upload(browseInput(), new File(['GIF89a'], 'letter.gif', { type: 'image/gif' }));
    await expectAlert('Please upload an image (JPG, PNG) or PDF file');
    expect(screen.queryByRole('button', { name: 'Analyze for Violations' })).not.toBeInTheDocument();
  });

  it('refuses a renamed file whose MIME type is not an image or PDF', async () => {
    const u = user();
    await open();
    await u.upload(browseInput(), new File(['<html>'], 'letter.pdf', { type: 'text/html' }));
    await expectAlert('Please upload an image (JPG, PNG) or PDF file');
  });

  it("refuses a file over 10485760 bytes with 'File size must be less than 10MB'", async () => {
    const u = user();
    await open();
    await u.upload(browseInput(), pdf('big.pdf', 10_485_761));
    await expectAlert('File size must be less than 10MB');
    expect(screen.queryByText('big.pdf')).not.toBeInTheDocument();
  });

  it('shows a PDF as one file with a placeholder, and Remove takes it away', async () => {
    const u = user();
    await open();
    await u.upload(browseInput(), pdf('collector.pdf'));
    expect(screen.getByText('collector.pdf')).toBeInTheDocument();
    expect(screen.getByText('collector.pdf added.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('PDF document')).toBeInTheDocument();
    expect(screen.getByText('PDF', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze for Violations' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Remove collector.pdf' }));
    expect(screen.queryByText('collector.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse Files' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Analyze for Violations' })).not.toBeInTheDocument();
  });

  it('shows no PDF placeholder in the enhance flow', async () => {
    const u = user();
    await open('enhance');
    await u.upload(browseInput(), pdf('collector.pdf'));
    expect(screen.getByText('collector.pdf')).toBeInTheDocument();
    expect(screen.queryByText('PDF', { selector: '[aria-hidden="true"]' })).not.toBeInTheDocument();
  });

  it('turns several photos into numbered pages, previewed with object URLs that are revoked on removal', async () => {
    const u = user();
    await open();
    await u.upload(cameraInput(), photo('one.jpg'));
    await u.upload(browseInput(), [photo('two.jpg'), photo('three.png')]);
    expect(pageAlts()).toEqual(['Page 1 of your letter (one.jpg)', 'Page 2 of your letter (two.jpg)', 'Page 3 of your letter (three.png)']);
    // Shown, and announced in the page's polite status region.
    expect(screen.getAllByText('Pages in your letter: 3').map((el) => el.getAttribute('role'))).toEqual([null, 'status']);
    expect(
      within(pagesList())
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(objectUrls.created);

    const secondUrl = within(pagesList()).getAllByRole('img')[1]?.getAttribute('src');
    await u.click(screen.getByRole('button', { name: 'Remove page 2' }));
    expect(pageAlts()).toEqual(['Page 1 of your letter (one.jpg)', 'Page 2 of your letter (three.png)']);
    expect(objectUrls.revoked).toEqual([secondUrl]);
    // Focus moves to the page that took its place.
    expect(screen.getByRole('button', { name: 'Remove page 2' })).toHaveFocus();
    expect(screen.getByText('Page removed. Pages in your letter: 2')).toBeInTheDocument();
  });

  it('reorders pages with the keyboard, keeping focus on the moved page', async () => {
    const u = user();
    await open();
    await u.upload(browseInput(), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    const moveUp = screen.getByRole('button', { name: 'Move page 3 up' });
    moveUp.focus();
    await u.keyboard('{Enter}');
    expect(pageAlts()).toEqual(['Page 1 of your letter (a.jpg)', 'Page 2 of your letter (c.jpg)', 'Page 3 of your letter (b.jpg)']);
    expect(screen.getByRole('button', { name: 'Move page 2 up' })).toHaveFocus();
    expect(screen.getByText('Page moved to position 2.')).toBeInTheDocument();

    await u.keyboard(' ');
    expect(pageAlts()).toEqual(['Page 1 of your letter (c.jpg)', 'Page 2 of your letter (a.jpg)', 'Page 3 of your letter (b.jpg)']);
    // 'Move page 1 up' is disabled at the top: focus goes to 'Move page 1 down'.
    expect(screen.getByRole('button', { name: 'Move page 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move page 1 down' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move page 3 down' })).toBeDisabled();
  });

  it('allows 20 photos and refuses more', async () => {
    const u = user();
    await open();
    await u.upload(
      browseInput(),
      Array.from({ length: 20 }, (_, i) => photo(`p${i + 1}.jpg`, 100)),
    );
    expect(within(pagesList()).getAllByRole('listitem')).toHaveLength(20);
    await u.upload(cameraInput(), photo('p21.jpg', 100));
    await expectAlert('Please upload at most 20 photos or pages of one letter.');
    expect(within(pagesList()).getAllByRole('listitem')).toHaveLength(20);
  });

  it('refuses photos that together pass 10 MB (after downscaling), saying the pages together are too large', async () => {
    const u = user();
    await open();
    await u.upload(cameraInput(), photo('p1.jpg', 6_000_000));
    await u.upload(cameraInput(), photo('p2.jpg', 6_000_000));
    await expectAlert('Together, the pages of a letter must be less than 10MB, so the photos you chose were not added. Remove a page or choose fewer photos.');
    expect(within(pagesList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('replaces photos with a PDF (a PDF is the whole letter) and clears an earlier error', async () => {
    const u = user();
    await open();
    await u.upload(browseInput(), new File(['x'], 'x.gif', { type: 'image/gif' }));
    await expectAlert('Please upload an image (JPG, PNG) or PDF file');
    await u.upload(browseInput(), [photo('a.jpg'), photo('b.jpg')]);
    expect(alertTexts()).toEqual([]);
    await u.upload(browseInput(), pdf('whole.pdf'));
    expect(screen.queryByRole('list', { name: 'Pages of your letter' })).not.toBeInTheDocument();
    expect(screen.getByText('whole.pdf')).toBeInTheDocument();
    expect(objectUrls.revoked).toHaveLength(2);
  });

  it('takes files dropped on the drop zone', async () => {
    await open();
    const zone = screen.getByText('Drag and drop the letter here').parentElement as HTMLElement;
    const dataTransfer = { files: [pdf('dropped.pdf')], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(screen.getByText('Drop the file to add it')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer });
    expect(await screen.findByText('dropped.pdf')).toBeInTheDocument();
  });

  it('refuses a wrong type dropped on the zone', async () => {
    await open();
    const zone = screen.getByText('Drag and drop the letter here').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })], types: ['Files'] } });
    await expectAlert('Please upload an image (JPG, PNG) or PDF file');
  });

  it('revokes every preview when the page is left', async () => {
    const u = user();
    const { unmount } = await open();
    await u.upload(browseInput(), [photo('a.jpg'), photo('b.jpg')]);
    unmount();
    expect([...objectUrls.revoked].sort()).toEqual([...objectUrls.created].sort());
  });
});
