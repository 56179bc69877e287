/**
 * The editor at /admin: Decap CMS with the site's React, bundled at build (scripts/build/admin.ts)
 * into out/admin/cms.js, loaded by out/admin/index.html only. Its configuration is
 * /admin/config.yml, written from the content schemas. Here: the previews in the site's own
 * rendering and styles, and the content check's rules applied before an entry is saved.
 */
import CMS from 'decap-cms-app';
import { JobPreview, PostPreview } from './previews';
import { refusalsOf } from './refusals';

/** The site's stylesheets in the export (/_next/static/...css), set by the admin build. */
declare const SITE_STYLESHEETS: string[];

for (const href of SITE_STYLESHEETS) CMS.registerPreviewStyle(href);
// Decap's types describe its own prop shapes; the templates read only entry and getAsset.
CMS.registerPreviewTemplate('posts', PostPreview as never);
CMS.registerPreviewTemplate('jobs', JobPreview as never);

// A refused save reads "Not saved: <field> <what is wrong> — <fix>" (Decap's own words would be
// "Failed to persist entry: Error: …"); any other failed save reads "Not saved: Error: …".
type Phrases = { ui: { toast: Record<string, string> } & Record<string, unknown> } & Record<string, unknown>;
const en = CMS.getLocale('en') as Phrases | undefined;
if (en) CMS.registerLocale('en', { ...en, ui: { ...en.ui, toast: { ...en.ui.toast, onFailToPersist: 'Not saved: %{details}' } } });

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: { get(key: string): unknown; toJS(): { collection: string; slug: string; data: Record<string, unknown> } } }) => {
    const { collection, slug, data } = entry.toJS();
    const refusals = refusalsOf(collection, slug, data);
    // An error without a name prints as its message alone.
    if (refusals.length) throw Object.assign(new Error(refusals.join('; ')), { name: '' });
    return entry.get('data');
  },
} as never);

CMS.init();
