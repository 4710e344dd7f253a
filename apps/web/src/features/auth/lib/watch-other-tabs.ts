import { LOCAL_KEYS } from '../../../lib/storage-keys';

/**
 * Spec 000 §4: changing the token or user in storage (another tab signing in or out) reloads the
 * page, so this tab never acts with a session it no longer has. Returns the unsubscribe function.
 */
export const watchSessionInOtherTabs = (reload: () => void = () => window.location.reload()): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage) return;
    // key is null when the other tab cleared all of local storage.
    if (event.key === null || event.key === LOCAL_KEYS.token || event.key === LOCAL_KEYS.user) reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};
