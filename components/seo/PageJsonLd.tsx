import { faqPageLd, pageBreadcrumbLd, postLd, type FaqCategory, type SeoPost } from '@/lib/structured-data';
import { JsonLd } from './JsonLd';

type FaqProps = {
  /** content/faq.ts's faqCategories. */
  categories: readonly FaqCategory[];
};

/** The knowledge base's questions and answers as one FAQPage (server-rendered, no client JS). */
export function FaqJsonLd({ categories }: FaqProps) {
  return <JsonLd data={faqPageLd(categories)} />;
}

type PostProps = {
  /** A post from lib/blog.ts (id, title, excerpt, date, image). */
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
