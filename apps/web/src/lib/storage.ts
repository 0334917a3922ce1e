/** Every browser-storage key the portal owns, so logout and tests can find them in one place. */
export const STORAGE_KEYS = {
  token: 'pitchside.token',
  user: 'pitchside.user',
  language: 'pitchside.language',
  menuCollapsed: 'pitchside.menu-collapsed',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage throws in some private modes and when the quota is full; the portal must keep working.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* not persisted: acceptable, the value still applies to this visit */
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* nothing stored, nothing to remove */
  }
}
