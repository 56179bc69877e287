/**
 * In YAML, ` #` inside an unquoted value starts a comment: `title: Top 5 #hiring tips` reads as
 * "Top 5", and nothing complains. Editors write `#` in text (C#, #1, a hashtag), so the front
 * matter of posts and openings and the data files refuse such a value, with the line to write.
 */
import { isPair, isScalar, visit, type Document, type LineCounter } from 'yaml';

export type CutValue = {
  /** The field (its key). */
  key: string;
  line: number;
  /** What YAML reads. */
  reads: string;
  /** The value as written on the line, note included. */
  written: string;
};

/** Every unquoted value that loses the end of its line to a ` #` comment. */
export function valuesCutByNotes(doc: Document, counter: LineCounter, source: string): CutValue[] {
  const lines = source.split('\n');
  const cut: CutValue[] = [];
  visit(doc, {
    Pair(_, pair) {
      if (!isPair(pair) || !isScalar(pair.key) || !isScalar(pair.value)) return;
      const value = pair.value;
      if (value.type !== 'PLAIN' || value.comment === undefined || !value.range) return;
      const line = counter.linePos(value.range[0]).line;
      const onLine = (lines[line - 1] ?? '').replace(/\r$/, '');
      const key = String(pair.key.value);
      const at = onLine.indexOf(`${key}:`);
      if (at < 0) return;
      const written = onLine.slice(at + key.length + 1).trim();
      // The note starts on the value's own line (a comment on a line of its own is the editor's).
      if (!/\s#/.test(` ${written}`) || written.startsWith('#')) return;
      cut.push({ key, line, reads: String(value.value), written });
    },
  });
  return cut;
}

/** The finding's words for a value cut by a note. */
export function cutValueProblem(cut: CutValue): { message: string; fix: string } {
  return {
    message: `the " #" starts a note that is left out, so this reads "${cut.reads}"`,
    fix: `put the value in double quotes: ${cut.key}: "${cut.written.replace(/\\?"/g, '\\"')}" (a note for reviewers goes on a line of its own)`,
  };
}
