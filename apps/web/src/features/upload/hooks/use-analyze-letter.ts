import type { AnalyzeResponse } from '@debtshield/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { postAnalyzeLetter, type AnalyzeProgress } from '../api/analyze-letter';

/**
 * The analysis as a mutation, with its progress (upload percentage, then the server's stages).
 * Leaving the page cancels a running upload.
 */
export const useAnalyzeLetter = () => {
  const [progress, setProgress] = useState<AnalyzeProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation<AnalyzeResponse, Error, FormData>({
    mutationFn: (form) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress(null);
      return postAnalyzeLetter(form, { signal: current.signal, onProgress: setProgress });
    },
    onSettled: () => setProgress(null),
  });

  return { ...mutation, progress };
};
