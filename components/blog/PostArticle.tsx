import type { ReactNode } from 'react';
import { ArticleBody } from '@/components/blog/ArticleBody';
import { ArticleHeader } from '@/components/blog/ArticleHeader';
import type { PostSummary } from '@/lib/blog';
import { searchType } from '@/lib/search/markup';

/** The cover's classes on an article (the page's CoverImage and the editor's preview image). */
export const ARTICLE_COVER_CLASS =
  'mx-auto h-auto w-full max-w-4xl rounded-card border border-navy-100 bg-white shadow-card';

type Props = {
  post: PostSummary;
  /** The cover, given ARTICLE_COVER_CLASS: the page's responsive picture, or the preview's upload. */
  cover: ReactNode;
  /** The body as renderMarkdown (or the preview's markdownToHtml) wrote it. */
  html: string;
};

/** A post as its page shows it (/blog/<id>) and as the editor previews it in /admin. */
export function PostArticle({ post, cover, html }: Props) {
  return (
    <article aria-labelledby="article-title" {...searchType('article')}>
      <ArticleHeader post={post} titleId="article-title" />
      <div className="relative container-page -mt-20 sm:-mt-36">
        {cover}
        <div className="mx-auto max-w-3xl pt-12 pb-4 sm:pt-16">
          <ArticleBody html={html} />
        </div>
      </div>
    </article>
  );
}
