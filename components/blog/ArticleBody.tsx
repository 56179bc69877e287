type Props = {
  /** Sanitised HTML from renderMarkdown (lib/blog/render.ts). */
  html: string;
};

/** A post's body in the site's long-form text style. */
export function ArticleBody({ html }: Props) {
  return (
    <div
      className="prose-body article-body"
      // The HTML comes from the post's markdown through remark-html with sanitising on.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
