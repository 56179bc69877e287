/** The browser-local flag that records that the first-visit notice was seen. */
export const NOTICE_STORAGE_KEY = 'hasSeenNotice';

export function hasSeenNotice(storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  try {
    return storage.getItem(NOTICE_STORAGE_KEY) === 'true';
  } catch {
    // Storage can be blocked (private modes, strict settings): treat the notice as seen
    // rather than showing it on every page.
    return true;
  }
}

export function markNoticeSeen(storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(NOTICE_STORAGE_KEY, 'true');
  } catch {
    // Nothing to do: the dialog still closes for this page view.
  }
}
