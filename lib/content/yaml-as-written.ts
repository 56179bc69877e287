/**
 * YAML reads some text an editor types as its own syntax and drops it without complaint:
 * ` #` in an unquoted value starts a comment (`title: Top 5 #hiring tips` reads "Top 5"), and a
 * value starting with `!` or `&` gets a tag or an anchor (`title: &Co news` reads "news"). Editors
 * write these in text (C# and #1, a hashtag, "!Important", "&Co"), so the front matter of posts
 * and openings and the data files refuse such a value, with the quoted line to write.
 */
import { isPair, isScalar, visit, type Document, type LineCounter } from 'yaml';

export type CutValue = {
  /** The field (its key). */
  key: string;
  line: number;
  /** What YAML reads. */
  reads: string;
  /** The value as written on the line. */
  written: string;
  /** What took part of it: a note (` #…`), or a tag or an anchor before the text. */
  cutBy: 'note' | 'tag' | 'anchor';
};

/** Every unquoted value YAML does not read as written on its line. */
export function valuesNotAsWritten(
  doc: Document,
  counter: LineCounter,
  source: string,
): CutValue[] {
  const lines = source.split('\n');
  const cut: CutValue[] = [];
  visit(doc, {
    Pair(_, pair) {
      if (!isPair(pair) || !isScalar(pair.key) || !isScalar(pair.value) || !pair.key.range) return;
      const value = pair.value;
      if (value.type !== 'PLAIN' || !value.range) return;
      const line = counter.linePos(pair.key.range[0]).line;
      const onLine = (lines[line - 1] ?? '').replace(/\r$/, '');
      const key = String(pair.key.value);
      const at = onLine.indexOf(`${key}:`);
      if (at < 0) return;
      const written = onLine.slice(at + key.length + 1).trim();
      const cutBy =
        value.anchor !== undefined ? 'anchor' : value.tag !== undefined ? 'tag' : undefined;
      if (cutBy && /^[!&]/.test(written)) {
        cut.push({ key, line, reads: String(value.value), written, cutBy });
        return;
      }
      // A note that starts on the value's own line (a comment on a line of its own is the editor's).
      if (
        value.comment !== undefined &&
        counter.linePos(value.range[0]).line === line &&
        /(^|\s)#/.test(written)
      ) {
        cut.push({
          key,
          line,
          reads: value.value === null ? '' : String(value.value),
          written,
          cutBy: 'note',
        });
      }
    },
  });
  return cut;
}

/** The finding's words for a value not read as written. */
export function cutValueProblem(cut: CutValue): { message: string; fix: string } {
  const quoted = `put the value in double quotes: ${cut.key}: "${cut.written.replace(/\\?"/g, '\\"')}"`;
  if (cut.cutBy === 'note') {
    return {
      message: `the " #" starts a note that is left out, so ${cut.reads ? `this reads "${cut.reads}"` : 'the value is empty'}`,
      fix: `${quoted} (a note for reviewers goes on a line of its own)`,
    };
  }
  return {
    message: `a value starting with "${cut.written[0]}" is read as a YAML ${cut.cutBy}, so this reads "${cut.reads}"`,
    fix: quoted,
  };
}
