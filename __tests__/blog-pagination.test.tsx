import { render, screen, within } from '@testing-library/react';
import { BlogList } from '@/components/blog/BlogList';
import { Pagination } from '@/components/blog/Pagination';
import { BlogCard } from '@/components/blog/BlogCard';
import { ArticleHeader } from '@/components/blog/ArticleHeader';
import type { PostSummary } from '@/lib/blog';
import { blogPagePath, pageCount, pageItems, POSTS_PER_PAGE } from '@/lib/blog/pagination';

const image = { src: '/blog/devops-as-service.svg', width: 1200, height: 675, alt: 'A cloud' };
const summary = (n: number, extra: Partial<PostSummary> = {}): PostSummary => ({
  id: `post-${n}`,
  title: `Post ${n}`,
  excerpt: 'An excerpt long enough to pass the fifty-character minimum of the blog.',
  date: '2024-03-05',
  image,
  ...extra,
});

/** The navigation as text: numbers, … for a gap, [n] for the current page. */
function shown(current: number, total: number): string {
  return pageItems(current, total)
    .map((item) =>
      item.type === 'gap' ? '…' : item.page === current ? `[${item.page}]` : String(item.page),
    )
    .join(' ');
}

describe('pagination maths', () => {
  it('12 posts a page, never fewer than one page', () => {
    expect(POSTS_PER_PAGE).toBe(12);
    expect([0, 1, 12, 13, 24, 25, 100, 1000].map((n) => pageCount(n))).toEqual([
      1, 1, 1, 2, 2, 3, 9, 84,
    ]);
  });

  it('page 1 is /blog, the others /blog/page/<n>', () => {
    expect(blogPagePath(1)).toBe('/blog');
    expect(blogPagePath(2)).toBe('/blog/page/2');
    expect(blogPagePath(84)).toBe('/blog/page/84');
  });

  it.each([
    [1, 1, '[1]'],
    [2, 3, '1 [2] 3'],
    [5, 9, '1 2 3 4 [5] 6 7 8 9'],
    [1, 9, '[1] 2 3 4 5 6 … 9'],
    [9, 9, '1 … 4 5 6 7 8 [9]'],
    [42, 84, '1 … 40 41 [42] 43 44 … 84'],
    [4, 84, '1 2 3 [4] 5 6 … 84'],
    [5, 84, '1 2 3 4 [5] 6 7 … 84'], // a gap never hides a single number
    [6, 84, '1 … 4 5 [6] 7 8 … 84'],
  ])('page %i of %i shows %s', (current, total, expected) => {
    expect(shown(current, total)).toBe(expected);
  });

  it('always shows the first, the last and the current page, in order, without repeats', () => {
    for (let total = 1; total <= 40; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = pageItems(current, total).flatMap((item) =>
          item.type === 'page' ? [item.page] : [],
        );
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages).toEqual(expect.arrayContaining([1, total, current]));
        expect(pages.length).toBeLessThanOrEqual(9);
      }
    }
  });
});

describe('the pagination navigation', () => {
  it('renders nothing for a blog of one page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('page 2 of 9: a named nav, the current page marked, previous and next', () => {
    render(<Pagination page={2} pageCount={9} />);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    const current = within(nav).getByText('2', { selector: '[aria-current="page"]' });
    expect(current).toHaveTextContent('Page 2');
    expect(current.tagName).not.toBe('A');
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/blog/page/3');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Page 9' })).toHaveAttribute(
      'href',
      '/blog/page/9',
    );
    expect(nav).toHaveTextContent('Page 2 of 9');
  });

  it('the last page has no Next link', () => {
    render(<Pagination page={9} pageCount={9} />);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(nav).queryByRole('link', { name: /Next/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/blog/page/8',
    );
  });
});

describe('a list page', () => {
  it('page 9 of 9 shows its posts, none featured, and the navigation', () => {
    render(
      <BlogList list={{ page: 9, pageCount: 9, posts: [1, 2, 3, 4].map((n) => summary(n)) }} />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByText(/Latest ·/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('More articlesPage 9 of 9');
    expect(screen.getByRole('navigation', { name: 'Blog pages' })).toBeInTheDocument();
  });

  it('a one-page blog is the list as before: the newest featured, no navigation', () => {
    render(<BlogList list={{ page: 1, pageCount: 1, posts: [1, 2, 3].map((n) => summary(n)) }} />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText(/Latest ·/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Latest articles$/);
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });
});

describe('the Draft mark (next dev only)', () => {
  it('a draft card and page say Draft; a scheduled one its date; a published one nothing', () => {
    const { rerender } = render(<BlogCard post={summary(1, { status: 'draft' })} />);
    expect(screen.getByTestId('post-status')).toHaveTextContent('Draft');
    rerender(<BlogCard post={summary(1, { status: 'scheduled', date: '2031-01-02' })} />);
    expect(screen.getByTestId('post-status')).toHaveTextContent('Scheduled: January 2, 2031');
    rerender(<BlogCard post={summary(1, { status: 'published' })} />);
    expect(screen.queryByTestId('post-status')).toBeNull();
    rerender(<ArticleHeader post={summary(1, { status: 'draft' })} />);
    expect(screen.getByTestId('post-status')).toHaveTextContent('Draft');
  });
});
