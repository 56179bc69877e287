'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

/**
 * A disclosure (a button that shows and hides a panel) for the header menus, written out instead
 * of taken from Headless UI so the shell ships no widget library on every page: the button
 * carries aria-expanded and aria-controls, the closed panel is `hidden` (out of the tab order and
 * the accessibility tree), Escape and a press outside close it (focus returns to the button on
 * Escape), and `data-open` on the button serves styling.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((focusAfter?: HTMLElement) => {
    setOpen(false);
    focusAfter?.focus();
  }, []);
  useDismiss(open, container, close, button);
  return {
    open,
    close,
    containerRef: container,
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      'data-open': open ? '' : undefined,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
