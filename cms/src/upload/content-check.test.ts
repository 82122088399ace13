/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import {
  ALLOWED_UPLOAD_TYPES,
  checkSvg,
  isSvgDocument,
  markupIn,
  pictureSizeProblem,
  SVG_LIMITS,
  svgProblem,
  uploadRefusal,
  type DetectType,
} from './content-check';

// The real detector the CMS uses, file-type: an ES module, which Jest's CommonJS runtime cannot
// load, so a Node process of its own runs it on the bytes.
const DETECTOR = `import { fileTypeFromBuffer } from 'file-type';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
process.stdout.write((await fileTypeFromBuffer(Buffer.concat(chunks)))?.mime ?? '');`;
const detect: DetectType = async (bytes) =>
  execFileSync(process.execPath, ['--input-type=module', '-e', DETECTOR], {
    input: bytes,
    cwd: path.join(__dirname, '..', '..'),
    encoding: 'utf8',
  }) || undefined;

const HTML = '<!doctype html><html><body><script>alert(document.domain)</script></body></html>';
const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

const bytes = (text: string) => new Uint8Array(Buffer.from(text));
let jpeg: Uint8Array;
let png: Uint8Array;

beforeAll(async () => {
  const image = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a6f97' } });
  jpeg = new Uint8Array(await image().jpeg().toBuffer());
  png = new Uint8Array(await image().png().toBuffer());
});

const refusal = (name: string, declaredType: string, content: Uint8Array) =>
  uploadRefusal({ name, declaredType, bytes: content }, detect);

describe('an uploaded file', () => {
  it('is accepted when its content, name and declared type agree', async () => {
    expect(await refusal('foto-direksi.jpg', 'image/jpeg', jpeg)).toBeNull();
    expect(await refusal('FOTO.JPEG', 'image/jpeg', jpeg)).toBeNull();
    expect(await refusal('logo.png', 'image/png', png)).toBeNull();
    expect(await refusal('logo.svg', 'image/svg+xml', bytes(SVG))).toBeNull();
    expect(await refusal('laporan-tahunan-2026.pdf', 'application/pdf', bytes(PDF))).toBeNull();
    // A browser that declares nothing: the content decides.
    expect(await refusal('foto.jpg', 'application/octet-stream', jpeg)).toBeNull();
  });

  it.each([
    ['page.svg', 'image/svg+xml'],
    ['laporan.pdf', 'application/pdf'],
    ['foto.jpg', 'image/jpeg'],
    ['dokumen.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['page.svg', 'application/octet-stream'],
  ])('is refused when it is HTML named %s (declared %s)', async (name, type) => {
    expect(await refusal(name, type, bytes(HTML))).toMatch(new RegExp(`^"${name.replace('.', '\\.')}" is not a`));
  });

  it('is refused when its declared type is not its extension’s', async () => {
    expect(await refusal('foto.jpg', 'text/html', jpeg)).toBe(
      '"foto.jpg" is declared as text/html, but a .jpg file is image/jpeg.',
    );
    expect(await refusal('logo.svg', 'image/png', bytes(SVG))).toMatch(/declared as image\/png/);
  });

  it('is refused when its content is another allowed format', async () => {
    expect(await refusal('foto.png', 'image/png', jpeg)).toBe('"foto.png" is not a .png file: its content is image/jpeg.');
    expect(await refusal('laporan.pdf', 'application/pdf', png)).toMatch(/its content is image\/png/);
  });

  it('is refused when it holds web page markup besides its own content (a polyglot)', async () => {
    const withPage = (bytes: Uint8Array) => new Uint8Array(Buffer.concat([Buffer.from(bytes), Buffer.from(HTML)]));
    expect(await refusal('foto.jpg', 'image/jpeg', withPage(jpeg))).toBe(
      '"foto.jpg" holds web page markup (<script) besides its .jpg content.',
    );
    expect(await refusal('logo.png', 'image/png', withPage(png))).toMatch(/holds web page markup/);
    expect(await refusal('laporan.pdf', 'application/pdf', bytes(`${PDF}<script>alert(1)</script>`))).toMatch(/\(<script\)/);
  });

  it('is refused when it is a plain ZIP named as an office document', async () => {
    // A ZIP's first entry, index.html: what file-type names application/zip.
    const zip = Buffer.from('504b0304140000000000000000000000000000000000000000000a000000696e6465782e68746d6c', 'hex');
    expect(
      await refusal(
        'dokumen.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        new Uint8Array(zip),
      ),
    ).toMatch(/is not a \.docx file/);
  });

  it('is refused when its extension is not one the media library takes', async () => {
    for (const name of ['page.html', 'app.js', 'feed.xml', 'archive.zip', 'no-extension', 'foto.jpg.html'])
      expect(await refusal(name, 'application/octet-stream', bytes(HTML))).toMatch(/are not allowed\.$/);
  });
});

describe('markup in a file', () => {
  it('is found whatever its case, and not in a picture’s own bytes', () => {
    expect(markupIn(bytes('xx<SCRIPT>'))).toBe('<script');
    expect(markupIn(bytes('%PDF-1.4 plain'))).toBeNull();
  });
});

describe('an SVG picture', () => {
  it('is well-formed XML whose root element is svg', () => {
    expect(isSvgDocument(SVG)).toBe(true);
    expect(isSvgDocument(`\uFEFF<!-- logo --><svg xmlns="http://www.w3.org/2000/svg"/>`)).toBe(true);
    // DOMPurify reads SVG's elements by their plain names only.
    expect(svgProblem(`<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>`)).toBe('holds <svg:svg>');
  });

  it.each([
    ['an HTML page', HTML],
    ['XHTML', '<html xmlns="http://www.w3.org/1999/xhtml"><svg/></html>'],
    [
      'an svg in XHTML’s namespace',
      '<html:svg xmlns:html="http://www.w3.org/1999/xhtml"><html:script>alert(1)</html:script></html:svg>',
    ],
    ['broken XML', '<svg><rect></svg>'],
    ['text', 'just text'],
    ['nothing', ''],
  ])('is not %s', (_what, text) => {
    expect(isSvgDocument(text)).toBe(false);
  });

  const svg = (inner: string, attributes = '') =>
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inner}</svg>`;
  it.each([
    ['a script', svg('<script>alert(1)</script>'), 'holds <script>'],
    ['an event handler', svg('<rect/>', ' onload="alert(1)"'), 'holds onload on <svg>'],
    [
      'HTML inside',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      'holds <foreignObject>',
    ],
    ['a javascript: link', svg('<a xlink:href="javascript:alert(1)"><rect/></a>'), 'holds xlink:href on <a>'],
    ['entities', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<rect/>')}`, 'declares entities'],
    ['a style sheet instruction', `<?xml-stylesheet href="x.xsl"?>${svg('<rect/>')}`, 'holds an instruction (xml-stylesheet)'],
  ])('that holds %s is refused, and says so', (_what, text, problem) => {
    expect(svgProblem(text)).toBe(problem);
  });

  // The svg root and the rect count: depth - 2 groups between them.
  const nested = (depth: number) => svg(`${'<g>'.repeat(depth - 2)}<rect/>${'</g>'.repeat(depth - 2)}`);
  const flat = (count: number, attributes = '') => svg(`<rect${attributes}/>`.repeat(count - 1));
  const attributes = (count: number) => Array.from({ length: count }, (_, index) => ` data-a${index}="1"`).join('');
  it.each([
    ['nested as deep as allowed', nested(SVG_LIMITS.depth), null],
    ['nested one deeper', nested(SVG_LIMITS.depth + 1), `nests elements more than ${SVG_LIMITS.depth} deep`],
    [
      'nested 30,000 deep (the attack: 25 s of parsing on the request thread)',
      nested(30_000),
      'nests elements more than 64 deep',
    ],
    ['as many elements as allowed', flat(SVG_LIMITS.elements), null],
    ['one element more', flat(SVG_LIMITS.elements + 1), 'holds more than 20,000 elements'],
    ['as many attributes as allowed', flat(1_000, attributes(100)), null],
    ['one attribute more', flat(1_001, attributes(100)), 'holds more than 100,000 attributes'],
  ])('%s', (_what, text, problem) => {
    expect(checkSvg(text).problem).toBe(problem);
  });

  it('may link to pictures and hold styles and gradients', () => {
    expect(
      svgProblem(
        svg(
          '<defs><linearGradient id="g"/></defs><style>rect{fill:url(#g)}</style><image href="data:image/png;base64,AAAA"/><use xlink:href="#g"/>',
        ),
      ),
    ).toBeNull();
  });
});

it('takes no type a browser runs', () => {
  for (const active of ['text/html', 'text/javascript', 'application/javascript', 'application/xml', 'application/xhtml+xml'])
    expect(ALLOWED_UPLOAD_TYPES).not.toContain(active);
});

describe('a picture’s size (the fifth attack: a 275 KB PNG of 16,000 × 16,000 pixels)', () => {
  it.each([
    [{ width: 8000, height: 6000 }, null],
    [{ width: 7071, height: 7071 }, null],
    [
      { width: 16000, height: 16000 },
      'is 16000 × 16000 pixels (256 megapixels): the library takes pictures of up to 50 megapixels, so make it smaller first',
    ],
    [
      { width: 2000, height: 2000, pages: 20 },
      'is 2000 × 2000 pixels in 20 frames (80 megapixels): the library takes pictures of up to 50 megapixels, so make it smaller first',
    ],
    [{ width: 0, height: 10 }, 'has no dimensions a picture has'],
  ])('%j: %s', (dimensions, problem) => {
    expect(pictureSizeProblem(dimensions)).toBe(problem);
  });
});
