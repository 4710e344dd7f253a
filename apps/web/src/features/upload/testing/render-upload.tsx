import { createMemoryRouter } from 'react-router';
import { paths } from '../../../config/paths';
import { renderRouter } from '../../../testing/render-route';
import { UploadPage } from '../components/upload-page';
import type { ImageCodec } from '../lib/downscale-image';
import { fakeImageCodec } from './fake-image-codec';

/**
 * The upload page at `url`, with stand-ins for the pages it leads to (the results page belongs to
 * another feature). `entries` before `url` make a browser history to go back through. Photos go
 * through a fake image codec (jsdom has no canvas): by default every photo is kept as chosen.
 */
export const renderUpload = (url = '/upload', entries: string[] = [], imageCodec: ImageCodec = fakeImageCodec()) => {
  const router = createMemoryRouter(
    [
      { path: paths.upload, element: <UploadPage imageCodec={imageCodec} /> },
      { path: paths.debtAnalyzer, element: <UploadPage imageCodec={imageCodec} /> },
      { path: paths.results, element: <p>Results page stand-in</p> },
      { path: paths.home, element: <p>Home page stand-in</p> },
    ],
    { initialEntries: [...entries, url], initialIndex: entries.length },
  );
  return renderRouter(router);
};
