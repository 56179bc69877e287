/** What the editor's spec (e2e/cms.spec.ts) publishes from /admin and the rebuilt export's (e2e/cms-published.spec.ts) finds. */
export const POST = {
  slug: 'hiring-from-the-browser',
  title: 'Hiring From the Browser',
  excerpt:
    'How our editors publish a post without a terminal: write, preview in the site, ask for review.',
  alt: 'City lights at dusk behind a hiring timeline on a whiteboard',
  section: 'Write, preview, publish',
  // The content check asks a post for 150 words or more: a real one, then.
  body: [
    'Editors write in the browser, and **every change** is a pull request.',
    'Our marketing team used to wait for a developer to clone the repository, write the front matter by hand and open the pull request for them.',
    'Now a recruiter or a marketer signs in at the editor, fills in the title, the excerpt, the date and the cover, and writes the article in plain markdown with a preview that looks exactly like the published page.',
    'When the draft reads well, they ask a colleague for a review by setting its status.',
    'The pull request runs the same content check as every other change: a missing description, a broken image or a date that does not exist is reported on the line where it was written, so the fix is obvious.',
    'Publishing is a merge, and the next build puts the article on the site, in the list, the feed and the sitemap.',
    'Nobody needs a terminal, and nothing reaches the site without a review and a green check.',
  ].join(' '),
};
export const FAQ_ANSWER =
  'Within one business day we send a shortlist; most roles are filled in one to two weeks.';
