/**
 * Copy with placeholders filled from what a visitor typed (supabase/functions/_shared/core/fill.ts): the typed text appears
 * exactly, never read as a replacement pattern ($' $` $& $1) or as another placeholder.
 */
import { resultsMessage, searchCopy } from '../content/search';
import { fill } from '@/supabase/functions/_shared/core/fill';

describe('fill', () => {
  it('puts each value in its placeholder, exactly as given', () => {
    expect(fill('a {x} b {y} c', { x: "$'", y: '$`' })).toBe("a $' b $` c");
    expect(fill('{x}', { x: '$& $1 $$ $<n>' })).toBe('$& $1 $$ $<n>');
  });

  it('fills in one pass: a value naming another placeholder stays as it is', () => {
    expect(fill('{email} for {role}', { email: '{role}@example.com', role: 'Engineer' })).toBe(
      '{role}@example.com for Engineer',
    );
  });

  it('fills every occurrence and leaves a placeholder without a value untouched', () => {
    expect(fill('{x}, {x} and {z}', { x: '1' })).toBe('1, 1 and {z}');
  });
});

it("the search's result count shows the query exactly as typed", () => {
  const query = "$' $` {count}";
  for (const [count, template] of [
    [0, searchCopy.none],
    [1, searchCopy.foundOne],
    [2, searchCopy.found],
  ] as const) {
    const expected = template.split('{count}').join(String(count)).split('{query}').join(query);
    expect(resultsMessage(count, query)).toBe(expected);
  }
});
