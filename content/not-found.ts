/** The page any unknown address shows (404): its title, what it says and where it sends. */
export const notFoundPage = {
  /** The browser tab's title and the description search engines would read. */
  title: 'Page not found',
  description:
    'The page you were looking for does not exist. Return to the home page to find our staffing services.',
  code: '404',
  heading: 'Oops! Page not found',
  text: 'The address may be mistyped, or the page may have moved. Everything we offer is one click away from the home page.',
  action: 'Return to Home',
} as const;
