/** The legal pages' own words around their documents (content/legal/*.md). */
export const legalPage = {
  eyebrow: 'Legal',
  contentsTitle: 'Contents',
  /** Under the heading, with the document's lastUpdated as "March 12, 2024". */
  lastUpdated: (date: string) => `Last updated ${date}`,
};
