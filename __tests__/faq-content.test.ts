import { faqCategories } from '@/content/faq';
import { site } from '@/content/site';

const all = faqCategories.flatMap((category) => category.items);
const text = all.map((item) => `${item.question} ${item.answer}`).join('\n');

describe('knowledge base content', () => {
  it('has the five categories of the spec, four questions each', () => {
    expect(faqCategories.map((category) => category.title)).toEqual([
      'Staffing & Recruiting',
      'Managed Services',
      'Technology & Expertise',
      `Working with ${site.name}`,
      'For Job Seekers',
    ]);
    for (const category of faqCategories) expect(category.items).toHaveLength(4);
    expect(new Set(all.map((item) => item.question)).size).toBe(20);
  });

  it.each([
    [
      'contingent placement in 1–2 weeks',
      /contingent placements are usually completed in 1–2 weeks/i,
    ],
    ['permanent placement in 4–8 weeks', /permanent placements in 4–8 weeks/i],
    ['candidates in 48–72 hours', /candidates within 48–72 hours/i],
    ['contract-to-hire of 3–6 months', /contract-to-hire[\s\S]*usually 3–6 months/i],
    [
      'the 90-day replacement guarantee',
      /permanent placements come with a 90-day replacement guarantee/i,
    ],
    [
      'an hourly or daily rate for contingent staffing',
      /contingent staffing is billed at an hourly or daily rate/i,
    ],
    [
      'a percentage of annual salary for permanent placements',
      /permanent placements are charged as a percentage of the hire’s first-year annual salary/i,
    ],
    [
      'managed services priced by team size, scope and duration',
      /managed services are priced by team size, scope and duration/i,
    ],
    ['the diverse supplier status', /Small Business and Diverse Supplier/],
    ['AI/ML roles in under two weeks', /AI\/ML roles are filled in under two weeks/],
  ])('states %s', (_label, pattern) => {
    expect(text).toMatch(pattern);
  });

  it('shows no actual fee amounts', () => {
    expect(text).not.toMatch(/\$\s?\d|\d+\s?%|USD/);
  });

  it('keeps answers as plain text for structured data', () => {
    for (const item of all) expect(item.answer).not.toMatch(/<[a-z]/i);
  });
});
