import './index.css';
import { startEarlyRequests } from './lib/early-requests';
import { showGreetingFrame } from './lib/greeting-frame';
import { pastResultsGate } from './lib/past-results-gate';

/*
 * The entry is only this: the app's code is fetched once the browser has painted the page. `/` and
 * `/upload` arrive as prerendered HTML (scripts/prerender.mjs) that is readable before any
 * JavaScript runs, so on a slow connection their text shows first and the code follows instead of
 * competing with it for the line (the stylesheet is all a first paint waits for). Other pages
 * paint an empty shell first, a frame before their content would come anyway.
 */
/*
 * The results page's HTML names, in a meta element, the chunks of the full results and of the session check (scripts/route-preloads.mjs):
 * a visitor's first screen is the email gate, which needs none of them, but a person already past the
 * gate needs them at once, so they are fetched beside the app's instead of after it has run (decision 060).
 */
const pastGateChunks = document.querySelector<HTMLMetaElement>('meta[name="preload-past-results-gate"]');
if (pastGateChunks && pastResultsGate()) {
  for (const href of pastGateChunks.content.split(' ').filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '', fetchPriority: 'low' });
    document.head.append(link);
  }
}

// The dashboard's greeting, in its HTML, shows the stored name now (decision 088).
showGreetingFrame();

// The calls the page's first screen waits for go out now, beside the app's code (lib/early-requests.ts).
startEarlyRequests(window.location.pathname);

const start = () => void import('./app/start-app');
if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(start, 0));
else start();
