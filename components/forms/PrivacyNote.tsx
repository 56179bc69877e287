/** The line above a form's button: what is done with what the visitor sends, and the policy's link. */
export function PrivacyNote({ text, link, href }: { text: string; link: string; href: string }) {
  return (
    <p className="text-sm text-muted">
      {text}{' '}
      <a href={href} className="font-semibold text-accent-700 underline">
        {link}
      </a>
      .
    </p>
  );
}
