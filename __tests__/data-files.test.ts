/**
 * The data files editors change in /admin (content/faq.yml, testimonials.yml, contact.json): the
 * shipped ones keep their rules, and a bad edit is reported with the file, the line and the field
 * (what `npm run check:content` prints and what stops the build).
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkDataFiles, DATA_FILES, DataFileError, readDataFile } from '@/lib/content/data-files';

let dir: string;
const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'data-files-'));
  for (const { file } of Object.values(DATA_FILES))
    copyFileSync(path.join('content', file), path.join(dir, file));
  process.env.CONTENT_DATA_DIR = dir;
});
afterEach(() => {
  delete process.env.CONTENT_DATA_DIR;
  rmSync(dir, { recursive: true, force: true });
});

describe('data files', () => {
  it('the shipped files keep every rule', () => {
    delete process.env.CONTENT_DATA_DIR;
    expect(checkDataFiles()).toEqual([]);
  });

  it('an FAQ answer left empty names the file, its line and the field', () => {
    const source = readFileSync(path.join(dir, 'faq.yml'), 'utf8');
    const lines = source.split('\n');
    const at = lines.findIndex((l) => l.trimStart().startsWith('answer:'));
    lines[at] = lines[at].replace(/answer:.*/, 'answer: ""');
    write('faq.yml', lines.join('\n'));
    const [finding, ...rest] = checkDataFiles();
    expect(rest.every((f) => f.line === finding.line)).toBe(true);
    expect(finding).toMatchObject({ line: at + 1, severity: 'error', message: 'answer: is empty' });
    expect(finding.file).toMatch(/faq\.yml$/);
    expect(() => readDataFile('faq')).toThrow(DataFileError);
    expect(() => readDataFile('faq')).toThrow(`faq.yml:${at + 1}: answer: is empty`);
  });

  it('an unquoted answer cut short by " #" is refused with the line to write; a note on a line of its own is kept', () => {
    const lines = readFileSync(path.join(dir, 'faq.yml'), 'utf8').split('\n');
    const at = lines.findIndex((l) => /^\s*answer: [^"]/.test(l));
    lines[at] = lines[at].replace(/answer: .*/, 'answer: We are the #1 choice for C# developers.');
    lines.splice(at, 0, lines[at].replace(/answer: .*/, '# a note for reviewers'));
    write('faq.yml', lines.join('\n'));
    expect(checkDataFiles().map((f) => [f.line, f.message, f.fix])).toEqual([
      [
        at + 2,
        'answer: the " #" starts a note that is left out, so this reads "We are the"',
        'put the value in double quotes: answer: "We are the #1 choice for C# developers." (a note for reviewers goes on a line of its own)',
      ],
    ]);
  });

  it('a phone number written another way and an unknown field are refused', () => {
    write(
      'contact.json',
      '{\n  "email": "hello@example.com",\n  "phone": "425-555-0142",\n  "location": "Seattle",\n  "fax": "1"\n}\n',
    );
    const findings = checkDataFiles();
    expect(findings.map((f) => [f.line, f.message])).toEqual([
      [3, 'phone: is not a phone number as the site prints it'],
      [5, 'fax: is not a field'],
    ]);
  });

  it('a testimonial list emptied and a line YAML cannot read are each reported', () => {
    write(
      'testimonials.yml',
      readFileSync(path.join(dir, 'testimonials.yml'), 'utf8').replace(
        /^home:\n(  - [\s\S]*?)(?=^work:)/m,
        'home: []\n',
      ),
    );
    expect(checkDataFiles().map((f) => f.message)).toEqual(['home: has no quotations']);
    write('contact.json', '{ "email": "a@b.example", "phone": "(425) 555-0142" "location": "x" }');
    expect(checkDataFiles().filter((f) => f.file.endsWith('contact.json'))).not.toEqual([]);
  });
});
