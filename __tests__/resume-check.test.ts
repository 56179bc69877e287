/** @jest-environment node */
/**
 * The structure checks of supabase/functions/_shared/resume-check.ts on their own: what genuine
 * writers produce passes (LibreOffice's files, pdf-lib's, a minimal package, the variations real
 * writers make), every hostile file is refused with a reason, each in bounded time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { inspectResume } from '@/supabase/functions/_shared/resume-check.ts';
import { DOCX_PARTS, docxWith, hostileResumes, pdfOfSize, plainPdf } from './helpers/hostile-resumes';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(__dirname, 'fixtures', 'resumes', name)));
const text = (s: string) => new TextEncoder().encode(s);

it('passes what genuine writers produce', async () => {
  expect(await inspectResume(fixture('resume.pdf'), 'pdf')).toEqual({ ok: true });
  expect(await inspectResume(fixture('resume.docx'), 'docx')).toEqual({ ok: true });
  expect(await inspectResume(fixture('resume.doc'), 'doc')).toEqual({ ok: true });
  expect(await inspectResume(await plainPdf(), 'pdf')).toEqual({ ok: true });
  expect(await inspectResume(await pdfOfSize(5 * 1024 * 1024), 'pdf')).toEqual({ ok: true });
  expect(await inspectResume(docxWith(), 'docx')).toEqual({ ok: true });
  // Single-quoted attributes in [Content_Types].xml, a PDF padded with NUL bytes after %%EOF.
  const singleQuoted = new TextDecoder().decode(DOCX_PARTS['[Content_Types].xml']).replace(/"/g, "'");
  expect(await inspectResume(docxWith({ '[Content_Types].xml': text(singleQuoted) }), 'docx')).toEqual({ ok: true });
  expect(await inspectResume(new Uint8Array([...fixture('resume.pdf'), ...new Uint8Array(64)]), 'pdf')).toEqual({ ok: true });
});

it('refuses every hostile file with its reason', async () => {
  for (const hostile of await hostileResumes()) {
    const verdict = await inspectResume(hostile.bytes, hostile.filename.split('.').pop() as 'pdf' | 'doc' | 'docx');
    expect([hostile.label, verdict.ok]).toEqual([hostile.label, false]);
    expect(verdict.ok || verdict.reason.length > 0).toBe(true);
  }
});

it('refuses a file checked as another kind than it is', async () => {
  expect((await inspectResume(fixture('resume.docx'), 'pdf')).ok).toBe(false);
  expect((await inspectResume(fixture('resume.pdf'), 'docx')).ok).toBe(false);
  expect((await inspectResume(fixture('resume.docx'), 'doc')).ok).toBe(false);
  // A DOCX that lacks its main document, or declares the macro-enabled one.
  const withoutMain = zipSync(Object.fromEntries(Object.entries(DOCX_PARTS).filter(([name]) => name !== 'word/document.xml')));
  expect(await inspectResume(withoutMain, 'docx')).toEqual({ ok: false, reason: 'no word/document.xml' });
  const macroMain = new TextDecoder().decode(DOCX_PARTS['[Content_Types].xml']).replace('document.main+xml', 'document.macroEnabled.main+xml');
  expect(await inspectResume(docxWith({ '[Content_Types].xml': text(macroMain) }), 'docx')).toMatchObject({ ok: false });
});
