/**
 * An uploaded SVG is kept only as DOMPurify's sanitiser leaves it: parsed as XML (jsdom's DOM),
 * then everything outside DOMPurify's SVG allow list removed — scripts, foreign (HTML) content,
 * event handlers, `animate` and `set` (which write any attribute, an `href` too), and every URL
 * attribute whose value, read as a browser reads it (entities decoded, the control and white-space
 * characters browsers strip from a scheme removed), is not a safe scheme. No pattern of ours
 * chases payloads: the parser and the allow list decide. The picture an editor sees is the same.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * DOMPurify's profiles for SVG pictures and their filters (no MathML, no HTML), and `<use>`, which
 * drawing programs write for every repeated shape: it may point into the picture only (a hook below).
 */
const SVG_PROFILE = { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'] };

interface Sanitiser {
  purify: DOMPurify;
  window: JSDOM['window'];
}

let sanitiser: Sanitiser | null = null;

/** A data: URL of a picture format the media library takes. */
const RASTER_DATA = /^data:image\/(png|jpeg|gif|webp|avif)[;,]/i;

/** The scheme a browser's URL parser reads in `value` (WHATWG URL: stripped characters and all), or null. */
function protocolOf(value: string): string | null {
  try {
    return new URL(value, 'https://picture.invalid/').protocol;
  } catch {
    return null;
  }
}

/** One window and one DOMPurify for the process: made at the first SVG. */
function svgSanitiser(): Sanitiser {
  if (!sanitiser) {
    const { window } = new JSDOM('');
    // DOMPurify is typed for the browser's window; jsdom's is that window's shape.
    const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
    purify.addHook('uponSanitizeAttribute', (node, data) => {
      if (!/(^|:)href$/.test(data.attrName)) return;
      // A `<use>` that fetches another document (`other.svg#x`, a data: URL) is not a picture's own shape.
      if (node.nodeName === 'use' && !data.attrValue.startsWith('#')) data.keepAttr = false;
      // DOMPurify lets a picture's element hold any data: URL; a picture holds pictures only.
      if (protocolOf(data.attrValue) === 'data:' && !RASTER_DATA.test(data.attrValue.trim())) data.keepAttr = false;
    });
    sanitiser = { purify, window };
  }
  return sanitiser;
}

/**
 * The namespaces a browser acts on: SVG, HTML, MathML, XLink, and attributes without one (`onload`,
 * `href`). What the sanitiser removes from any other namespace is an editor's tool's notes
 * (Inkscape's, Sodipodi's, RDF metadata): dropped without a word.
 */
const ACTED_ON = new Set([
  null,
  '',
  'http://www.w3.org/2000/svg',
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/1998/Math/MathML',
  'http://www.w3.org/1999/xlink',
]);

export interface SanitisedSvg {
  /** The picture as stored: serialised XML with nothing active left. */
  svg: string;
  /** What was removed that a browser would act on: `<script>`, `onload on <svg>`, `href on <a>`. */
  removed: string[];
}

/** `text` (well-formed SVG: content-check.ts checked it) with everything active taken out. */
export function sanitiseSvg(text: string): SanitisedSvg {
  const { purify, window } = svgSanitiser();
  const document = new window.DOMParser().parseFromString(text.replace(/^\uFEFF/, ''), 'image/svg+xml');
  const root = document.documentElement;
  // DOMPurify knows SVG's elements by their plain names: `<svg:svg>` is not one it takes.
  if (root.nodeName !== 'svg') return { svg: '', removed: [`<${root.nodeName}>`] };
  purify.sanitize(root, { ...SVG_PROFILE, IN_PLACE: true });
  const removedElements = new Set(purify.removed.flatMap((entry) => ('element' in entry ? [entry.element] : [])));
  const removed = purify.removed.flatMap((entry) => {
    if ('element' in entry) {
      const element = entry.element as Element;
      return ACTED_ON.has(element.namespaceURI) ? [`<${element.nodeName}>`] : [];
    }
    const attribute = entry.attribute as Attr | null;
    // An attribute of an element removed whole is said with the element.
    if (!attribute || !ACTED_ON.has(attribute.namespaceURI) || removedElements.has(entry.from)) return [];
    return [`${attribute.name} on <${(entry.from as Element).nodeName}>`];
  });
  return { svg: new window.XMLSerializer().serializeToString(root), removed: [...new Set(removed)] };
}
