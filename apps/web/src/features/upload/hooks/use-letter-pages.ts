import { useCallback, useRef, useState } from 'react';
import { planLetterFiles, type LetterFileProblem } from '../lib/validate-letter-files';

/** One file of the letter: a photo of a page, or the whole letter as a PDF. */
export type LetterPage = { id: string; file: File };

export type UseLetterPages = {
  pages: LetterPage[];
  /** Adds the chosen files (a PDF replaces the letter): the letter's new pages, or why they were refused. */
  add: (files: readonly File[]) => { problem: LetterFileProblem } | { pages: LetterPage[] };
  remove: (id: string) => void;
  /** Moves a page one place up (-1) or down (+1). */
  move: (id: string, offset: -1 | 1) => void;
};

/** The letter being uploaded, as ordered pages. Previews (object URLs) belong to the thumbnails that show them. */
export const useLetterPages = (): UseLetterPages => {
  const [pages, setPages] = useState<LetterPage[]>([]);
  const nextId = useRef(0);

  const add = useCallback(
    (files: readonly File[]): { problem: LetterFileProblem } | { pages: LetterPage[] } => {
      const plan = planLetterFiles(
        pages.map((page) => page.file),
        files,
      );
      if (typeof plan === 'string') return { problem: plan };
      const added = plan.files.map((file) => {
        nextId.current += 1;
        return { id: `page-${nextId.current}`, file };
      });
      const next = plan.replace ? added : [...pages, ...added];
      setPages(next);
      return { pages: next };
    },
    [pages],
  );

  const remove = useCallback((id: string) => {
    setPages((current) => current.filter((page) => page.id !== id));
  }, []);

  const move = useCallback((id: string, offset: -1 | 1) => {
    setPages((current) => {
      const from = current.findIndex((page) => page.id === id);
      const to = from + offset;
      if (from === -1 || to < 0 || to >= current.length) return current;
      const next = [...current];
      const [page] = next.splice(from, 1);
      if (page) next.splice(to, 0, page);
      return next;
    });
  }, []);

  return { pages, add, remove, move };
};
