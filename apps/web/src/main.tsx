import './index.css';

/*
 * The entry is only this: the app's code is fetched once the browser has painted the page. `/` and
 * `/upload` arrive as prerendered HTML (scripts/prerender.mjs) that is readable before any
 * JavaScript runs, so on a slow connection their text shows first and the code follows instead of
 * competing with it for the line (the stylesheet is all a first paint waits for). Other pages
 * paint an empty shell first, a frame before their content would come anyway.
 */
const start = () => void import('./app/start-app');
if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(start, 0));
else start();
