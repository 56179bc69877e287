/**
 * Structured data that needs a page's own data, so the page renders it (the root layout's
 * RouteJsonLd already gives the home page its EmploymentAgency and every inner route of
 * content/navigation.ts its BreadcrumbList). The pages that call these:
 *   app/knowledge-base/page.tsx  <FaqJsonLd categories={faqCategories} />   (content/faq.ts)
 *   app/blog/[id]/page.tsx       <PostJsonLd post={post} />                 (lib/blog/posts.ts)
 * e2e/seo.spec.ts fails on either page when its line is missing.
 */
import { faqPageLd, pageBreadcrumbLd, postLd, type SeoPost } from '@/lib/seo/structured-data';
import { JsonLd } from './JsonLd';

type FaqProps = {
  /** content/faq.ts's faqCategories. */
  categories: Parameters<typeof faqPageLd>[0];
};

/** The knowledge base's questions and answers as one FAQPage (server-rendered, no client JS). */
export function FaqJsonLd({ categories }: FaqProps) {
  return <JsonLd data={faqPageLd(categories)} />;
}

type PostProps = {
  /** A post from lib/blog/posts.ts (id, title, excerpt, date, image). */
  post: SeoPost;
};

/** A blog article: its BlogPosting and its breadcrumb (Home › Blog › title). */
export function PostJsonLd({ post }: PostProps) {
  return <JsonLd data={postLd(post)} />;
}

type BreadcrumbProps = {
  path: string;
  title: string;
};

/** A breadcrumb for a page the root layout does not know by name (a route not in the navigation). */
export function BreadcrumbJsonLd({ path, title }: BreadcrumbProps) {
  return <JsonLd data={pageBreadcrumbLd(path, title)} />;
}
