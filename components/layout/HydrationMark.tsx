'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once the page's React tree is live. The page's scripts start after
 * its first paint (scripts/build/defer-scripts.ts); until they have run, the header menus open on
 * hover and keyboard focus with CSS alone (globals.css), as they do without JavaScript.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
