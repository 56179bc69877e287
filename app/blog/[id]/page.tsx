import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { COVER_SIZES, CoverImage } from '@/components/blog/CoverImage';
import { ARTICLE_COVER_CLASS, PostArticle } from '@/components/blog/PostArticle';
import { CallToAction } from '@/components/sections/CallToAction';
import { articlePage } from '@/content/blog-pages';
import { PostJsonLd } from '@/components/seo/PageJsonLd';
import { getPost, getPostIds, postFile } from '@/lib/blog';
import { isoInstant } from '@/lib/blog/date';
import { withFeedLink } from '@/lib/blog/feed';
import { renderMarkdown } from '@/lib/blog/render';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = { id: string };
type Props = { params: Promise<Params> };

/** One page per file in the content folder; any other id is the host's 404 (→ /blog). */
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return getPostIds().map((id) => ({ id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const post = getPost(id);
  if (!post) return {};
  return withFeedLink(
    pageMetadata({
      title: post.title,
      description: post.excerpt,
      path: `/blog/${post.id}`,
      openGraph: {
        type: 'article',
        publishedTime: isoInstant(post.date),
      },
      // A photo cover is the post's social card (1200×630, cut from it at build); a drawn cover
      // cannot be (social sites do not show SVG), so those posts share the blog's card.
      ...(post.image.original
        ? {
            image: {
              url: post.image.src,
              width: post.image.width,
              height: post.image.height,
              alt: post.image.alt,
              type: 'image/jpeg',
            },
          }
        : {}),
    }),
  );
}

export default async function ArticlePage({ params }: Props) {
  const { id } = await params;
  const post = getPost(id);
  if (!post) notFound();
  const html = await renderMarkdown(post.content, { postFile: postFile(post.id) });
  return (
    <>
      <PostJsonLd post={post} />
      <PostArticle
        post={post}
        html={html}
        cover={
          <CoverImage
            image={post.image}
            priority
            sizes={COVER_SIZES.article}
            className={ARTICLE_COVER_CLASS}
          />
        }
      />
      <CallToAction {...articlePage.callToAction} />
    </>
  );
}
