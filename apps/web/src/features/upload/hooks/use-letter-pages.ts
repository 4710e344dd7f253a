import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { preparePhoto, type ImageCodec } from '../lib/downscale-image';
import { isPhoto, letterSizeProblem, planLetterFiles, type LetterFileProblem } from '../lib/validate-letter-files';

/**
 * One file of the letter: a photo of a page, or the whole letter as a PDF. `file` is what is
 * uploaded (a photo possibly downscaled and re-encoded as JPEG); `name` is the name the user chose
 * it under, which the page shows.
 */
export type LetterPage = { id: string; file: File; name: string };

/** Photos being downscaled before they join the letter: how many are done, of how many. */
export type PreparingPhotos = { done: number; total: number };

/** What adding files did: the letter's new pages, or why the files were refused. */
export type AddLetterFilesResult = { problem: LetterFileProblem } | { pages: LetterPage[] };

export type UseLetterPages = {
  pages: LetterPage[];
  /** Set while chosen photos are being downscaled; the letter cannot change meanwhile. */
  preparing: PreparingPhotos | null;
  /**
   * Adds the chosen files (a PDF replaces the letter) and reports the outcome: at once for a PDF
   * or files refused as chosen; for photos once they are downscaled, one at a time (a phone's
   * memory holds one full-size photo at once). Not reported when photos are already being
   * prepared (the files are ignored) or the page was left meanwhile.
   */
  add: (files: readonly File[], report: (result: AddLetterFilesResult) => void) => void;
  remove: (id: string) => void;
  /** Moves a page one place up (-1) or down (+1). */
  move: (id: string, offset: -1 | 1) => void;
};

/** The letter being uploaded, as ordered pages. Previews (object URLs) belong to the thumbnails that show them. */
export const useLetterPages = (codec: ImageCodec): UseLetterPages => {
  const [pages, setPagesState] = useState<LetterPage[]>([]);
  const [preparing, setPreparing] = useState<PreparingPhotos | null>(null);
  // The letter as last set, for code that runs after photos were prepared (a closure's `pages` is old by then).
  const latest = useRef<LetterPage[]>([]);
  // Set while photos are prepared: the letter's controls are disabled, and this refuses a change
  // even from a render that does not know it yet.
  const busy = useRef(false);
  const mounted = useRef(true);
  const nextId = useRef(0);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setPages = useCallback((next: LetterPage[]) => {
    latest.current = next;
    setPagesState(next);
  }, []);

  const add = useCallback(
    (files: readonly File[], report: (result: AddLetterFilesResult) => void) => {
      if (busy.current) return;
      const plan = planLetterFiles(
        latest.current.map((page) => page.file),
        files,
      );
      if (typeof plan === 'string') {
        report({ problem: plan });
        return;
      }

      /** The 10 MB checks on what will be uploaded, then the new pages. */
      const finish = (prepared: readonly File[]) => {
        const kept = plan.replace ? [] : latest.current;
        const problem = letterSizeProblem([...kept.map((page) => page.file), ...prepared]);
        if (problem) {
          report({ problem });
          return;
        }
        const added = prepared.map((file, index) => {
          nextId.current += 1;
          return { id: `page-${nextId.current}`, file, name: plan.files[index]?.name ?? file.name };
        });
        const next = [...kept, ...added];
        setPages(next);
        report({ pages: next });
      };

      const total = plan.files.filter(isPhoto).length;
      if (total === 0) {
        finish(plan.files);
        return;
      }

      busy.current = true;
      setPreparing({ done: 0, total });
      const prepareAll = async (): Promise<File[] | null> => {
        const prepared: File[] = [];
        for (const file of plan.files) {
          // The page was left: stop, without decoding the remaining photos.
          if (!mounted.current) return null;
          prepared.push(isPhoto(file) ? await preparePhoto(file, codec) : file);
          if (mounted.current) setPreparing({ done: prepared.length, total });
        }
        return mounted.current ? prepared : null;
      };
      void prepareAll()
        .catch(() => [...plan.files])
        .then((prepared) => {
          busy.current = false;
          if (!prepared || !mounted.current) return;
          // The end of preparing (the controls enabled again, the new pages, the page's status or
          // error from `report`) is rendered as one update, at once.
          flushSync(() => {
            setPreparing(null);
            finish(prepared);
          });
        });
    },
    [codec, setPages],
  );

  const remove = useCallback(
    (id: string) => {
      if (busy.current) return;
      setPages(latest.current.filter((page) => page.id !== id));
    },
    [setPages],
  );

  const move = useCallback(
    (id: string, offset: -1 | 1) => {
      if (busy.current) return;
      const current = latest.current;
      const from = current.findIndex((page) => page.id === id);
      const to = from + offset;
      if (from === -1 || to < 0 || to >= current.length) return;
      const next = [...current];
      const [page] = next.splice(from, 1);
      if (page) next.splice(to, 0, page);
      setPages(next);
    },
    [setPages],
  );

  return { pages, preparing, add, remove, move };
};
