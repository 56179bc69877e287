'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Closes an open disclosure when the visitor presses Escape (focus goes back to its button)
 * or presses a pointer outside it.
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  close: (focusAfter?: HTMLElement) => void,
  button: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(button.current ?? undefined);
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
  }, [open, container, close, button]);
}
