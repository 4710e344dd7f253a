import { LOCAL_KEYS } from './storage-keys';

/** Greeting (spec 001 §2.2): the name, else the part of the email before the @, else null ('Fighter'). */
export const greetingName = (user: { name?: string | null; email?: string | null } | null): string | null => {
  const name = user?.name?.trim();
  if (name) return name;
  const local = user?.email?.split('@')[0]?.trim();
  return local || null;
};

/** Marks the dashboard's greeting in the page's HTML (scripts/prerender.mjs) and its name. */
export const GREETING_FRAME_ATTRIBUTE = 'data-greeting-frame';
export const GREETING_NAME_ATTRIBUTE = 'data-greeting-name';

/**
 * The dashboard's HTML carries its first screen's greeting and 'Loading…' line, hidden (decision 088):
 * the entry (src/main.tsx) writes the stored person's name into it and shows it, so the page's largest
 * text paints from the HTML instead of after the app's code. Without a stored signed-in person it
 * stays hidden (the app sends a signed-out visitor to sign in). Reads storage by hand: the entry loads
 * neither zod nor the contracts.
 */
export const showGreetingFrame = (root: ParentNode = document): void => {
  const frame = root.querySelector<HTMLElement>(`[${GREETING_FRAME_ATTRIBUTE}]`);
  if (!frame) return;
  let user: unknown = null;
  try {
    if (!window.localStorage.getItem(LOCAL_KEYS.token)?.trim()) return;
    user = JSON.parse(window.localStorage.getItem(LOCAL_KEYS.user) ?? 'null') as unknown;
  } catch {
    return; // Storage unavailable or unreadable: the app decides.
  }
  if (typeof user !== 'object' || user === null || typeof (user as { email?: unknown }).email !== 'string') return;
  const name = greetingName(user as { name?: string | null; email?: string | null });
  const slot = frame.querySelector<HTMLElement>(`[${GREETING_NAME_ATTRIBUTE}]`);
  if (slot && name) slot.textContent = name;
  frame.classList.remove('invisible');
};
