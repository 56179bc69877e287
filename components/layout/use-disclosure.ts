'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A header menu's disclosure (WAI-ARIA disclosure pattern): a native button that shows and hides
 * the panel after it, with `aria-expanded` and `aria-controls`. Escape closes it and gives focus
 * back to the button; a pointer pressed outside closes it; a followed link closes it (`close`).
 *
 * The panel stays in the document while closed (`hidden`), so the links are in the static HTML
 * and the pre-hydration CSS in globals.css can reveal them on hover and focus.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((focusButton = false) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    }
    function onPointerDown(event: PointerEvent) {
      const root = container.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) close();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  return {
    open,
    close,
    container,
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      'data-open': open ? '' : undefined,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, hidden: !open, 'data-nojs-panel': '' },
  };
}
