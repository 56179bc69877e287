/**
 * The legal pages (content/legal/*.md, the privacy policy): front matter (lib/content/legal-schema.ts)
 * and a markdown body, which editors change in /admin like a post. `npm run check:content` and
 * the build hold each file to its schema, the markdown rules posts follow (lib/content/markdown.ts),
 * known words in braces only ({email}: LEGAL_PLACEHOLDERS) and one anchor per section; the page
 * renders the body through the build's markdown-to-HTML step (lib/content/markdown-html.ts), each
 * ## heading a section of the table of contents. CONTENT_DATA_DIR reads the files from another
 * folder, as it does the data files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import { NOTICE_STORAGE_KEY } from '@/lib/notice';
import { dataDir } from './data-files';
import { problemsOf } from './fields';
import { byFileAndLine, formatFinding, type Finding } from './findings';
import { readFrontMatter } from './front-matter';
import {
  LEGAL_DOCUMENTS,
  LEGAL_FIELDS,
  HEADING_ANCHOR,
  LEGAL_PLACEHOLDERS,
  legalSchema,
  type LegalDocumentName,
  type LegalFrontMatter,
} from './legal-schema';
import { markdownProblems, parseMarkdown, walk } from './markdown';
import { headingAnchor, markdownToHtml, textOf } from './markdown-html';

export * from './legal-schema';

const FALLBACK_FIX = 'see docs/cms.md, "The legal pages"';

/** What each word in braces stands for. */
const FACTS: Record<(typeof LEGAL_PLACEHOLDERS)[number], string> = {
  name: site.name,
  city: site.founded.city,
  region: site.founded.region,
  email: site.email,
  noticeKey: NOTICE_STORAGE_KEY,
};

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The body with each word in braces replaced by its fact. */
export function withFacts(body: string): string {
  return body.replace(PLACEHOLDER, (written, key: string) =>
    key in FACTS ? FACTS[key as keyof typeof FACTS] : written,
  );
}

/** The file of a legal page, relative to the project (as findings name it). */
export function legalFilePath(name: LegalDocumentName): string {
  return path
    .relative(process.cwd(), path.join(dataDir(), LEGAL_DOCUMENTS[name].file))
    .split(path.sep)
    .join('/');
}

/** A section of the table of contents: its anchor and its heading's words. */
export type LegalSection = { id: string; title: string };

export type LegalDocument = LegalFrontMatter & {
  /** The markdown body, facts in place of the words in braces. */
  body: string;
  sections: LegalSection[];
};

/** Reads and checks one legal page: the document when it keeps every rule, else its findings. */
export function inspectLegalDocument(name: LegalDocumentName): {
  document?: LegalDocument;
  findings: Finding[];
} {
  const file = legalFilePath(name);
  let text: string;
  try {
    text = readFileSync(path.resolve(process.cwd(), file), 'utf8');
  } catch {
    return {
      findings: [
        {
          file,
          line: 1,
          severity: 'error',
          message: 'cannot be read',
          fix: `restore ${file} (git checkout -- ${file})`,
        },
      ],
    };
  }
  const front = readFrontMatter(text);
  const findings: Finding[] = front.problems.map((p) => ({
    file,
    line: p.line,
    severity: 'error',
    message: `${p.field.startsWith('(') ? '' : `${p.field}: `}${p.message}`,
    fix: p.fix,
  }));
  if (front.problems.length) return { findings };
  const parsed = legalSchema.safeParse(front.data);
  if (!parsed.success) {
    for (const p of problemsOf(parsed.error, LEGAL_FIELDS, FALLBACK_FIX)) {
      findings.push({
        file,
        line: front.lineOf(p.field),
        severity: 'error',
        message: `${p.field}: ${p.message}`,
        fix: p.fix,
      });
    }
  }
  const at = (line: number) => front.bodyLine + line;
  for (const p of markdownProblems(front.body)) {
    findings.push({ file, severity: 'error', ...p, line: at(p.line) });
  }
  const lines = front.body.split('\n');
  lines.forEach((line, index) => {
    for (const [written, key] of line.matchAll(PLACEHOLDER)) {
      if (key in FACTS) continue;
      findings.push({
        file,
        line: at(index + 1),
        severity: 'error',
        message: `${written} is not a fact the page knows, so it would show as written`,
        fix: `use one of ${LEGAL_PLACEHOLDERS.map((k) => `{${k}}`).join(', ')}, or write the words themselves`,
      });
    }
  });
  const sections: LegalSection[] = [];
  const seen = new Map<string, number>();
  walk(parseMarkdown(front.body), (node) => {
    const line = at(node.position?.start.line ?? 1);
    if (node.type === 'image') {
      findings.push({
        file,
        line,
        severity: 'error',
        message: 'an image, which a legal page does not show',
        fix: 'describe it in words, or link to the page that shows it',
      });
    }
    if (node.type !== 'heading') return;
    if (node.depth === 3 && !HEADING_ANCHOR.test(textOf(node))) return;
    if (node.depth !== 2 && node.depth !== 3) return;
    const anchor = headingAnchor(node);
    if (!anchor.id) {
      findings.push({
        file,
        line,
        severity: 'error',
        message: 'a heading without words to name its section',
        fix: 'write the heading, and its anchor after it: ## Contact us {#contact-us}',
      });
      return;
    }
    const first = seen.get(anchor.id);
    if (first !== undefined) {
      findings.push({
        file,
        line,
        severity: 'error',
        message: `a second section anchored #${anchor.id} (the first is on line ${first})`,
        fix: `give this heading its own anchor after its words: {#${anchor.id}-2}`,
      });
    }
    seen.set(anchor.id, line);
    if (node.depth === 2) sections.push(anchor);
  });
  if (sections.length === 0) {
    findings.push({
      file,
      line: at(1),
      severity: 'error',
      message: 'no ## section heading, so the page has no table of contents',
      fix: 'start each section with a ## heading and its anchor: ## Contact us {#contact-us}',
    });
  }
  if (findings.length || !parsed.success) return { findings: findings.sort(byFileAndLine) };
  return {
    document: { ...parsed.data, body: withFacts(front.body), sections },
    findings,
  };
}

/** A legal page that breaks a rule: the message names the file, the line and the field. */
export class LegalDocumentError extends Error {
  constructor(findings: Finding[]) {
    super(findings.map(formatFinding).join('\n'));
    this.name = 'LegalDocumentError';
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** Every legal page's findings, for `npm run check:content` and the build's first step. */
export function checkLegalDocuments(): Finding[] {
  return (Object.keys(LEGAL_DOCUMENTS) as LegalDocumentName[]).flatMap(
    (name) => inspectLegalDocument(name).findings,
  );
}

/** A legal page with its body as the site's HTML, or a LegalDocumentError that stops the build. */
export async function renderLegalDocument(
  name: LegalDocumentName,
): Promise<LegalDocument & { html: string }> {
  const { document, findings } = inspectLegalDocument(name);
  if (!document) throw new LegalDocumentError(findings);
  // The check refuses images, so no image reaches this step.
  const html = await markdownToHtml(document.body, async () => '', { sections: true });
  return { ...document, html };
}
