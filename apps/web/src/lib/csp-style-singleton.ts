import { useEffect } from 'react';

/*
 * A stand-in for the `react-style-singleton` package (the bundler aliases the package name to this
 * file: vite.config.ts, vitest.config.ts). Radix's modal dialog, sheet, menu and select lock the
 * page's scroll through react-remove-scroll, which writes its rules into a new <style> element. Our
 * Content-Security-Policy (style-src 'self', no 'unsafe-inline') blocks such an element, and
 * Chromium logs a violation for each. A constructed stylesheet (CSSOM) is not inline markup, so the
 * same rules go through `document.adoptedStyleSheets` instead. Where a browser has no constructed
 * stylesheets (jsdom, very old Safari) it falls back to the package's <style> element.
 * Same API as react-style-singleton 2.2: stylesheetSingleton, styleHookSingleton, styleSingleton.
 */

type Sheet = { add: (css: string) => void; remove: () => void };

const canAdopt = (): boolean =>
  typeof document !== 'undefined' &&
  'adoptedStyleSheets' in Document.prototype &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype;

const adopted = (): Sheet => {
  let sheet: CSSStyleSheet | null = null;
  return {
    add: (css) => {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    remove: () => {
      const gone = sheet;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== gone);
      sheet = null;
    },
  };
};

const styleElement = (): Sheet => {
  let tag: HTMLStyleElement | null = null;
  return {
    add: (css) => {
      tag = document.createElement('style');
      tag.appendChild(document.createTextNode(css));
      document.head.appendChild(tag);
    },
    remove: () => {
      tag?.remove();
      tag = null;
    },
  };
};

/** One shared stylesheet: added by the first user, removed when the last one is gone. */
export const stylesheetSingleton = (): Sheet => {
  let counter = 0;
  let current: Sheet | null = null;
  return {
    add: (css) => {
      if (counter === 0 && typeof document !== 'undefined') {
        current = canAdopt() ? adopted() : styleElement();
        current.add(css);
      }
      counter += 1;
    },
    remove: () => {
      counter -= 1;
      if (counter === 0 && current) {
        current.remove();
        current = null;
      }
    },
  };
};

/** A hook that keeps `styles` in the document while the calling component is mounted. */
export const styleHookSingleton = () => {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // As the package does: the styles are read once, unless the caller says they are dynamic.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
};

/** A component form of styleHookSingleton: <Sheet styles="…" /> renders nothing. */
export const styleSingleton = () => {
  const useStyle = styleHookSingleton();
  const Sheet = ({ styles, dynamic }: { styles: string; dynamic?: boolean }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
};
