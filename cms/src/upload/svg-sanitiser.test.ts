/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { svgProblem } from './content-check';
import { sanitiseSvg } from './svg-sanitiser';

/**
 * The SVG sanitiser against a table generated from what a browser does, not from payloads: every
 * element and attribute SVG treats as a URL, every scheme that runs or loads a page, every
 * character a browser's URL parser strips from a scheme (tab, line feed and carriage return
 * anywhere, C0 controls and space before it), in every form XML writes a character (itself, decimal
 * and hexadecimal references with and without leading zeros, HTML's named references), and
 * `animate`/`set` writing a URL. Each row is refused at upload, and the stored output holds no URL
 * that the WHATWG URL parser (Node's, the browsers' standard) reads as a script or a page.
 */
const SVG_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (inner: string, attributes = '') => `<svg ${SVG_NS}${attributes}>${inner}</svg>`;

/** Elements and the attributes SVG reads a URL from. */
const URL_ATTRIBUTES: Array<[element: string, attribute: string]> = [
  'a',
  'use',
  'image',
  'feImage',
  'pattern',
  'linearGradient',
  'radialGradient',
  'filter',
  'textPath',
  'mpath',
  'script',
  'animate',
  'set',
].flatMap((element) => [
  [element, 'href'],
  [element, 'xlink:href'],
]);

const SCHEMES = ['javascript:alert(document.domain)', 'JaVaScRiPt:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<b>x</b>'];

/** Characters a URL parser strips: tab, line feed, carriage return (anywhere), and C0 controls and space (leading). */
const STRIPPED_ANYWHERE = [0x09, 0x0a, 0x0d];
const STRIPPED_LEADING = [...Array.from({ length: 0x20 }, (_, code) => code), 0x20];

/** The forms XML (and, wrongly, HTML) writes a character in. */
const forms = (code: number): string[] => [
  ...(STRIPPED_ANYWHERE.includes(code) || code === 0x20 ? [String.fromCharCode(code)] : []),
  `&#${code};`,
  `&#x${code.toString(16)};`,
  `&#x${code.toString(16).toUpperCase().padStart(4, '0')};`,
  `&#${String(code).padStart(5, '0')};`,
  ...(code === 0x09 ? ['&Tab;'] : code === 0x0a ? ['&NewLine;'] : []),
];

const escapeXml = (text: string) =>
  text
    .replace(/&(?![#A-Za-z])/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;');

/** A scheme with `character` inside it (after its first letter) or before it. */
function obfuscated(): Array<[what: string, value: string]> {
  const rows: Array<[string, string]> = [];
  for (const scheme of SCHEMES) {
    const escaped = escapeXml(scheme);
    rows.push([scheme, escaped]);
    for (const code of STRIPPED_ANYWHERE)
      for (const form of forms(code))
        rows.push([
          `${scheme} with U+${code.toString(16)} inside as ${JSON.stringify(form)}`,
          `${escaped.slice(0, 4)}${form}${escaped.slice(4)}`,
        ]);
    for (const code of STRIPPED_LEADING)
      for (const form of forms(code))
        rows.push([`${scheme} after U+${code.toString(16)} as ${JSON.stringify(form)}`, `${form}${escaped}`]);
  }
  return rows;
}

/** Every URL in the stored picture, as a browser's URL parser reads it, that runs script or shows a page. */
const { DOMParser } = new JSDOM('').window;
function activeUrls(stored: string): string[] {
  const parsed = new DOMParser().parseFromString(stored, 'image/svg+xml');
  const found: string[] = [];
  for (const element of Array.from(parsed.getElementsByTagName('*'))) {
    if (['script', 'animate', 'set', 'foreignObject', 'handler', 'listener'].includes(element.localName))
      found.push(`<${element.localName}>`);
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.localName)) found.push(`${attribute.name} on <${element.localName}>`);
      for (const value of [attribute.value, ...attribute.value.split(/[;,]/)]) {
        let protocol = '';
        try {
          protocol = new URL(value, 'https://situs.contoh/').protocol;
        } catch {
          continue;
        }
        if (
          ['javascript:', 'vbscript:'].includes(protocol) ||
          (protocol === 'data:' && !/^\s*data:image\/(png|jpeg|gif|webp|avif)[;,]/i.test(value))
        )
          found.push(`${attribute.name}="${value}" on <${element.localName}>`);
      }
    }
  }
  return found;
}

describe('an uploaded SVG, sanitised', () => {
  const rows = obfuscated();

  /** Runs one row: refused at upload, and nothing active stored; the problems it shows. */
  const check = (element: string, attribute: string, what: string, value: string): string[] => {
    const text = svg(`<${element} ${attribute}="${value}"><rect width="4" height="4"/></${element}>`);
    const problem = svgProblem(text);
    const wrong = problem === null ? [`<${element} ${attribute}> with ${what}: taken`] : [];
    // Text that is not XML is refused before anything is stored; the rest is stored sanitised.
    if (problem === 'is not well-formed XML') return wrong;
    const stored = activeUrls(sanitiseSvg(text).svg);
    return stored.length > 0 ? [...wrong, `<${element} ${attribute}> with ${what}: stored ${stored.join(', ')}`] : wrong;
  };

  test(`is refused, and stored with no active URL, for ${rows.length} ways of writing a script's address, in an <a>'s href and xlink:href`, () => {
    const wrong = rows.flatMap(([what, value]) =>
      [check('a', 'href', what, value), check('a', 'xlink:href', what, value)].flat(),
    );
    expect(rows.length).toBeGreaterThan(600);
    expect(wrong).toEqual([]);
  });

  test(`is refused, and stored with no active URL, for ${URL_ATTRIBUTES.length} URL attributes × every scheme, and a tab inside each`, () => {
    const schemes = rows.filter(([what]) => SCHEMES.includes(what) || / with U\+9 inside as "&#x9;"$/.test(what));
    const wrong = URL_ATTRIBUTES.flatMap(([element, attribute]) =>
      schemes.flatMap(([what, value]) => check(element, attribute, what, value)),
    );
    expect(schemes.length).toBe(SCHEMES.length * 2);
    expect(wrong).toEqual([]);
  });

  test.each([
    ['animate writes an href', '<a><animate attributeName="href" values="x;javascript:alert(1)"/><text>x</text></a>'],
    [
      'animate writes an xlink:href',
      '<a><animate attributeName="xlink:href" from="#" to="javascript:alert(1)"/><text>x</text></a>',
    ],
    ['set writes an href', '<a><set attributeName="href" to="java&#x09;script:alert(1)"/><text>x</text></a>'],
    ['animate with begin', '<animate attributeName="href" begin="0s" values="javascript:alert(1)"/>'],
    ['a handler', '<rect onclick="alert(1)" width="4" height="4"/>'],
    ['a handler in upper case', '<rect ONMOUSEOVER="alert(1)" width="4" height="4"/>'],
    ['a script', '<script>alert(1)</script>'],
    ['a script through xlink', '<script xlink:href="data:text/javascript,alert(1)"/>'],
    ['HTML inside', '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject>'],
    ['an HTML script in another prefix', '<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'],
    ['a use of another document', '<use href="data:image/svg+xml,&lt;svg xmlns=&quot;http://www.w3.org/2000/svg&quot;/&gt;#x"/>'],
    ['a use of a remote picture', '<use xlink:href="https://penyerang.contoh/a.svg#x"/>'],
  ])('%s is refused and stored without it', (_what, inner) => {
    const text = svg(inner);
    expect(svgProblem(text)).toMatch(/^holds /);
    expect(activeUrls(sanitiseSvg(text).svg)).toEqual([]);
    expect(sanitiseSvg(text).svg).not.toMatch(/<(script|animate|set|foreignObject)\b|\son\w+=/i);
  });

  test('keeps a drawing program’s picture as it draws, and drops only the program’s own notes', () => {
    const drawn = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#c00"/></linearGradient><symbol id="s"><circle r="2"/></symbol></defs>' +
        '<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/>' +
        '<g inkscape:label="Lapisan 1" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"><rect fill="url(#g)" width="8" height="8"/><use href="#s"/><use xlink:href="#s"/></g>' +
        '<a href="https://mercusuar.contoh/tentang"><text>Tentang kami</text></a><image href="data:image/png;base64,AAAA"/>',
      ' viewBox="0 0 10 10"',
    );
    expect(svgProblem(drawn)).toBeNull();
    const { svg: stored, removed } = sanitiseSvg(drawn);
    expect(removed).toEqual([]);
    expect(stored).not.toMatch(/sodipodi|inkscape/);
    for (const kept of [
      '<linearGradient id="g">',
      'fill="url(#g)"',
      '<use href="#s"/>',
      'xlink:href="#s"',
      'href="https://mercusuar.contoh/tentang"',
      'viewBox="0 0 10 10"',
    ])
      expect(stored).toContain(kept);
  });
});
