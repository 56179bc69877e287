type Props = {
  /** Copy from content/ where `**words**` are the words to stress. */
  text: string;
  strongClassName?: string;
};

/** A sentence of copy with its stressed words in <strong>. */
export function InlineCopy({ text, strongClassName }: Props) {
  return (
    <>
      {text.split('**').map((part, i) =>
        i % 2 === 1 ? (
          <strong key={i} className={strongClassName}>
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </>
  );
}
