import { useEffect, useState } from 'react';
import { ARTICLE_COVER_CLASS, PostArticle } from '@/components/blog/PostArticle';
import { JobArticle } from '@/components/jobs/JobArticle';
import { escapeAttr, markdownToHtml } from '@/lib/content/markdown-html';
import type { Job } from '@/lib/jobs';

/** What Decap hands a preview template (decap-cms-core's PreviewTemplateComponentProps, as used here). */
export type PreviewProps = {
  entry: { getIn(path: string[]): unknown; get(key: string): unknown };
  getAsset(path: string): { toString(): string } | undefined;
};

const field = (props: PreviewProps, name: string) => {
  const value = props.entry.getIn(['data', name]);
  return value === undefined || value === null ? '' : String(value);
};

/** An image the editor names: the file just uploaded (or already in the repository), or a drawn cover. */
function assetUrl(props: PreviewProps, name: string): string {
  if (!name) return '';
  if (!/\.[a-z]+$/i.test(name)) return `/blog/${name}.svg`;
  return props.getAsset(name)?.toString() ?? '';
}

/** The body through the site's own markdown pipeline (lib/content/markdown-html.ts). */
function useBodyHtml(props: PreviewProps): string {
  const body = field(props, 'body');
  const [html, setHtml] = useState('');
  useEffect(() => {
    let current = true;
    markdownToHtml(
      body,
      async (url, alt) =>
        `<img src="${escapeAttr(assetUrl(props, url))}" alt="${escapeAttr(alt)}" loading="lazy">`,
    )
      .then((out) => current && setHtml(out))
      .catch(
        (error: unknown) =>
          current && setHtml(`<p>The body cannot be shown: ${escapeAttr(String(error))}</p>`),
      );
    return () => {
      current = false;
    };
    // The body is the input; getAsset answers the same file for the same name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [body]);
  return html;
}

/** A post as /blog/<id> shows it: the article's header, its cover, its body in the site's styles. */
export function PostPreview(props: PreviewProps) {
  const html = useBodyHtml(props);
  const image = field(props, 'image');
  const post = {
    id: String(props.entry.get('slug') ?? 'new-post'),
    title: field(props, 'title'),
    excerpt: field(props, 'excerpt'),
    // A new entry has no date yet: the preview shows today's, as the post would if published today.
    date: field(props, 'date') || new Date().toISOString().slice(0, 10),
    image: { src: assetUrl(props, image), width: 1200, height: 630, alt: field(props, 'imageAlt') },
  };
  return (
    <main>
      <PostArticle
        post={post}
        html={html}
        cover={
          image ? (
            // eslint-disable-next-line @next/next/no-img-element -- the editor's upload, shown as it is
            <img src={post.image.src} alt={post.image.alt} className={ARTICLE_COVER_CLASS} />
          ) : null
        }
      />
    </main>
  );
}

/**
 * An opening as /jobs/<slug> shows it: title, place, type, pay, benefits, other compensation, who
 * hires, when applications close, the description.
 */
export function JobPreview(props: PreviewProps) {
  const html = useBodyHtml(props);
  const number = (name: string) => Number(field(props, name)) || 0;
  const job = {
    slug: String(props.entry.get('slug') ?? 'new-opening'),
    title: field(props, 'title'),
    datePosted: field(props, 'datePosted') || new Date().toISOString().slice(0, 10),
    validThrough: field(props, 'validThrough') || new Date().toISOString().slice(0, 10),
    employmentType: field(props, 'employmentType') || 'FULL_TIME',
    city: field(props, 'city') || undefined,
    region: field(props, 'region') || undefined,
    country: field(props, 'country') || 'US',
    remote: field(props, 'remote') || 'onsite',
    payMin: number('payMin'),
    payMax: number('payMax'),
    payUnit: field(props, 'payUnit') || 'HOUR',
    benefits: field(props, 'benefits'),
    otherCompensation: field(props, 'otherCompensation'),
    applicationDeadline: field(props, 'applicationDeadline') || undefined,
    hiredBy: field(props, 'hiredBy') || 'firm',
    clientName: field(props, 'clientName') || undefined,
    restrictionReason: field(props, 'restrictionReason') || undefined,
    applyUrl: field(props, 'applyUrl'),
    body: field(props, 'body'),
  } as Job;
  return (
    <main>
      <JobArticle job={job} html={html} />
    </main>
  );
}
