/**
 * Class names for a CardGrid of five cards at the lg breakpoint: three on the first row and the
 * last two centred beneath them, instead of a row with an empty third cell.
 */
export const fiveCardLayout =
  'lg:grid-cols-6! lg:[&>li]:col-span-2 lg:[&>li:nth-child(4)]:col-start-2';
