import type { FlowType } from '@debtshield/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseUploadParams, type UploadParams } from '../lib/upload-params';

export type UseUploadParams = UploadParams & {
  /** Writes the flow into the address (`?flow=`), or removes it (back to the selector). */
  setFlow: (flow: FlowType | null, options?: { replace?: boolean }) => void;
};

export const useUploadParams = (): UseUploadParams => {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseUploadParams(searchParams), [searchParams]);
  const setFlow = useCallback(
    (flow: FlowType | null, options?: { replace?: boolean }) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (flow) next.set('flow', flow);
          else next.delete('flow');
          return next;
        },
        { replace: options?.replace ?? false },
      ),
    [setSearchParams],
  );
  return { ...params, setFlow };
};
