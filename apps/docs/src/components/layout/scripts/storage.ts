// localStorage that never throws: storage can be disabled or full (private modes, quotas), and
// the shell must keep working with the defaults then (a choice not stored still applies to this page).
function safely<T>(use: (storage: Storage) => T): T | undefined {
  try {
    return use(localStorage);
  } catch {
    return undefined;
  }
}

export const readStorage = (key: string): string | null => safely((s) => s.getItem(key)) ?? null;
export const writeStorage = (key: string, value: string): void => safely((s) => s.setItem(key, value));
export const removeStorage = (key: string): void => safely((s) => s.removeItem(key));
