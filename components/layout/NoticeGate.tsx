'use client';

import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { hasSeenNotice, markNoticeSeen } from '@/lib/notice';

// The dialog (and Headless UI's Dialog with it) is fetched only for visitors who have not seen it.
const NoticeDialog = lazy(() =>
  import('./NoticeDialog').then((m) => ({ default: m.NoticeDialog })),
);

const subscribe = () => () => {};

/** Opens the first-visit notice when the browser-local flag is absent; any dismissal stores it. */
export function NoticeGate() {
  const seenBefore = useSyncExternalStore(
    subscribe,
    () => hasSeenNotice(),
    () => true,
  );
  const [dismissed, setDismissed] = useState(false);
  if (seenBefore) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog
        open={!dismissed}
        onClose={() => {
          markNoticeSeen();
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
