'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

type Props = { buildYear: number };

/**
 * The visitor's current year. The static HTML carries the build year; the browser replaces it
 * with today's year, so a page built in December still reads right in January.
 */
export function CurrentYear({ buildYear }: Props) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
