import { useEffect, useRef } from 'react';

/** A ref whose element is focused once, when it mounts, if `enabled` (content that replaced what had focus). */
export const useFocusOnMount = <T extends HTMLElement>(enabled: boolean) => {
  const ref = useRef<T>(null);
  const enabledAtMount = useRef(enabled);
  useEffect(() => {
    if (enabledAtMount.current) ref.current?.focus();
  }, []);
  return ref;
};
