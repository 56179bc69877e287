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

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: { get(key: string): unknown; toJS(): { collection: string; slug: string; data: Record<string, unknown> } } }) => {
    const { collection, slug, data } = entry.toJS();
    const refusals = refusalsOf(collection, slug, data);
    if (refusals.length) throw new Error(`Not saved: ${refusals.join('; ')}`);
    return entry.get('data');
  },
} as never);

CMS.init();
