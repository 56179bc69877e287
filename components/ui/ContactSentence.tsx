import { site } from '@/content/site';

type Props = {
  /** Copy from content/ where `{phone}` and `{email}` stand for the firm's (content/contact.json). */
  text: string;
  className?: string;
};

const linkClass = 'font-semibold [overflow-wrap:anywhere] text-accent-700 underline';

/** A sentence that names the firm's phone and email, each a link to call or write. */
export function ContactSentence({ text, className }: Props) {
  return (
    <p className={className}>
      {text.split(/(\{phone\}|\{email\})/).map((part, i) =>
        part === '{phone}' ? (
          <a key={i} href={site.phoneHref} className={`${linkClass} whitespace-nowrap`}>
            {site.phone}
          </a>
        ) : part === '{email}' ? (
          <a key={i} href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
