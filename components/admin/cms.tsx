/**
 * The editor at /admin: Decap CMS with the site's React, bundled at build (scripts/build/admin.ts)
 * into out/admin/cms.js, loaded by out/admin/index.html only. Its configuration is
 * /admin/config.yml, written from the content schemas. Here: the previews in the site's own
 * rendering and styles, the content check's rules applied before an entry is saved, and no upload
 * that would delete a published file of the same name.
 */
import CMS from 'decap-cms-app';
import { JobPreview, PostPreview } from './previews';
import { refusalsOf } from './refusals';

/** A free name beside a taken one: team.jpg → team-2.jpg. */
const renamed = (name: string) => name.replace(/(\.[^.]+)?$/, (ext) => `-2${ext}`);

/** The site's stylesheets in the export (/_next/static/...css), set by the admin build. */
declare const SITE_STYLESHEETS: string[];

for (const href of SITE_STYLESHEETS) CMS.registerPreviewStyle(href);
// Decap's types describe its own prop shapes; the templates read only entry and getAsset.
CMS.registerPreviewTemplate('posts', PostPreview as never);
CMS.registerPreviewTemplate('jobs', JobPreview as never);

// A refused save reads "Not saved: <field> <what is wrong> — <fix>" (Decap's own words would be
// "Failed to persist entry: Error: …"); any other failed save reads "Not saved: Error: …".
type Phrases = { ui: { toast: Record<string, string> } & Record<string, unknown> } & Record<
  string,
  unknown
>;
const en = CMS.getLocale('en') as Phrases | undefined;
if (en)
  CMS.registerLocale('en', {
    ...en,
    ui: { ...en.ui, toast: { ...en.ui.toast, onFailToPersist: 'Not saved: %{details}' } },
  });

// Decap replaces a media file of the same name by deleting the published one at once, straight
// on main and before any review, whatever other post shows it. An upload of a name already taken
// is refused instead, with the name to use.
const confirmWithBrowser = window.confirm.bind(window);
window.confirm = (message?: string) => {
  const taken = /^(.+) already exists\. Do you want to replace it\?$/.exec(String(message ?? ''));
  if (!taken) return confirmWithBrowser(message);
  window.alert(
    `Not uploaded: a file named "${taken[1]}" is already in the media library, and a published post may show it. Rename your file (for example ${renamed(taken[1])}) and upload it again.`,
  );
  return false;
};

CMS.registerEventListener({
  name: 'preSave',
  handler: ({
    entry,
  }: {
    entry: {
      get(key: string): unknown;
      toJS(): { collection: string; slug: string; data: Record<string, unknown> };
    };
  }) => {
    const { collection, slug, data } = entry.toJS();
    const refusals = refusalsOf(collection, slug, data);
    // An error without a name prints as its message alone.
    if (refusals.length) throw Object.assign(new Error(refusals.join('; ')), { name: '' });
    return entry.get('data');
  },
} as never);

// The sign-in popup is the page /admin/sign-in of the origin the editor runs on (a preview's as
// well as the live site's): Decap accepts its messages only from base_url.
CMS.init({ config: { backend: { base_url: window.location.origin } } } as never);
