import sharp from 'sharp';

/**
 * Seed rasters drawn from a short description, so the repository ships no binary images and
 * gatsby-plugin-image still gets real JPEG/PNG files of realistic sizes to process.
 */
export type ImageDrawing =
  | { kind: 'cover'; text: string; hue: number; scene?: CoverScene }
  | { kind: 'photo'; text: string; hue: number }
  | { kind: 'logo'; text: string; subtitle?: string; hue: number }
  | { kind: 'chart'; text: string; hue: number; boxes: string[][] }
  | { kind: 'certificate'; text: string; subtitle?: string; hue: number };

export interface RenderedImage {
  buffer: Buffer;
  ext: 'jpg' | 'png';
  mime: 'image/jpeg' | 'image/png';
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

const svg = (width: number, height: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const gradient = (id: string, hue: number): string =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="hsl(${hue},55%,28%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,14%)"/>` +
  `</linearGradient></defs>`;

/** A number from a text, so each seeded picture gets its own scene without random output. */
const hashOf = (text: string): number => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);

/** Silhouettes on the horizon: an offshore platform, a tugboat, a terminal's cranes, an office tower. */
const SCENES = {
  platform: (fill: string) =>
    `<rect x="560" y="380" width="360" height="40" fill="${fill}"/><rect x="600" y="420" width="22" height="230" fill="${fill}"/>` +
    `<rect x="860" y="420" width="22" height="230" fill="${fill}"/><rect x="700" y="250" width="40" height="130" fill="${fill}"/>` +
    `<path d="M720 250 L760 130 L780 130 L740 250 Z" fill="${fill}"/><rect x="800" y="320" width="90" height="60" fill="${fill}"/>`,
  ship: (fill: string) =>
    `<path d="M420 600 L1020 600 L960 680 L470 680 Z" fill="${fill}"/><rect x="560" y="520" width="220" height="80" fill="${fill}"/>` +
    `<rect x="600" y="470" width="110" height="50" fill="${fill}"/><rect x="640" y="410" width="26" height="60" fill="${fill}"/>`,
  cranes: (fill: string) =>
    `<rect x="380" y="560" width="760" height="30" fill="${fill}"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${450 + i * 240}" y="300" width="24" height="260" fill="${fill}"/>` +
          `<rect x="${390 + i * 240}" y="300" width="200" height="22" fill="${fill}"/>`,
      )
      .join(''),
  building: (fill: string) =>
    `<rect x="600" y="200" width="220" height="420" fill="${fill}"/><rect x="820" y="330" width="160" height="290" fill="${fill}"/>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${625 + (i % 3) * 65}" y="${230 + Math.floor(i / 3) * 90}" width="40" height="50" fill="hsla(45,90%,70%,0.5)"/>`,
    ).join(''),
};

export type CoverScene = keyof typeof SCENES;
/** Every scene a cover can show. */
export const COVER_SCENES = Object.keys(SCENES) as CoverScene[];

/**
 * A cover, hero or milestone picture: sky, sun, sea and a silhouette, and no words — pages crop it
 * to any shape and show it in either language (the page says what it is; the alt text describes it).
 */
function cover(text: string, hue: number, scene?: CoverScene): string {
  const waves = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M0 ${620 + i * 70} C 400 ${540 + i * 60}, 900 ${720 + i * 50}, 1600 ${600 + i * 70} L1600 900 L0 900 Z" fill="hsla(${(hue + i * 25) % 360},60%,${40 + i * 8}%,0.35)"/>`,
    )
    .join('');
  const silhouette = SCENES[scene ?? COVER_SCENES[hashOf(text) % COVER_SCENES.length]](`hsla(${(hue + 180) % 360},30%,8%,0.7)`);
  return svg(
    1600,
    900,
    `${gradient('g', hue)}<rect width="1600" height="900" fill="url(#g)"/>` +
      `<circle cx="1280" cy="220" r="130" fill="hsla(45,90%,70%,0.85)"/>${silhouette}${waves}`,
  );
}

function photo(text: string, hue: number): string {
  return svg(
    800,
    1000,
    `${gradient('g', hue)}<rect width="800" height="1000" fill="url(#g)"/>` +
      `<circle cx="400" cy="380" r="170" fill="hsl(${hue},25%,82%)"/>` +
      `<path d="M120 1000 C 140 720, 660 720, 680 1000 Z" fill="hsl(${hue},25%,82%)"/>` +
      `<text x="400" y="430" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="140" fill="hsl(${hue},45%,25%)">${escapeXml(initials(text))}</text>`,
  );
}

function logo(text: string, subtitle: string | undefined, hue: number): string {
  return svg(
    600,
    300,
    `<rect width="600" height="300" rx="24" fill="#ffffff"/>` +
      `<path d="M70 230 L100 70 L130 230 Z" fill="hsl(${hue},70%,42%)"/><rect x="88" y="52" width="24" height="22" fill="hsl(45,95%,55%)"/>` +
      `<text x="160" y="${subtitle ? 160 : 175}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${text.length > 12 ? 40 : 52}" fill="hsl(${hue},60%,25%)">${escapeXml(text)}</text>` +
      (subtitle
        ? `<text x="162" y="210" font-family="DejaVu Sans, sans-serif" font-size="28" letter-spacing="6" fill="#444">${escapeXml(subtitle)}</text>`
        : ''),
  );
}

function chart(text: string, hue: number, boxes: string[][]): string {
  const rowHeight = 190;
  const parts: string[] = [
    `<rect width="1600" height="1000" fill="#f8fafc"/>`,
    `<text x="800" y="90" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="48" fill="hsl(${hue},50%,25%)">${escapeXml(text)}</text>`,
  ];
  boxes.forEach((row, level) => {
    const y = 160 + level * rowHeight;
    const width = Math.min(360, 1500 / row.length - 30);
    row.forEach((label, index) => {
      const x = (1600 / row.length) * (index + 0.5) - width / 2;
      if (level > 0)
        parts.push(`<line x1="800" y1="${y - 60}" x2="${x + width / 2}" y2="${y}" stroke="#94a3b8" stroke-width="3"/>`);
      parts.push(
        `<rect x="${x}" y="${y}" width="${width}" height="110" rx="14" fill="hsl(${hue},55%,${level === 0 ? 30 : 42}%)"/>`,
        `<text x="${x + width / 2}" y="${y + 65}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#fff">${escapeXml(label)}</text>`,
      );
    });
  });
  return svg(1600, 1000, parts.join(''));
}

function certificate(text: string, subtitle: string | undefined, hue: number): string {
  return svg(
    1000,
    1400,
    `<rect width="1000" height="1400" fill="#fffdf7"/><rect x="40" y="40" width="920" height="1320" fill="none" stroke="hsl(${hue},55%,35%)" stroke-width="14"/>` +
      `<circle cx="500" cy="1080" r="120" fill="hsl(45,85%,55%)"/><circle cx="500" cy="1080" r="90" fill="none" stroke="#fff" stroke-width="6"/>` +
      `<text x="500" y="420" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="bold" font-size="64" fill="hsl(${hue},55%,25%)">${escapeXml(text)}</text>` +
      (subtitle
        ? `<text x="500" y="520" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="36" fill="#333">${escapeXml(subtitle)}</text>`
        : ''),
  );
}

function toSvg(drawing: ImageDrawing): string {
  switch (drawing.kind) {
    case 'cover':
      return cover(drawing.text, drawing.hue, drawing.scene);
    case 'photo':
      return photo(drawing.text, drawing.hue);
    case 'logo':
      return logo(drawing.text, drawing.subtitle, drawing.hue);
    case 'chart':
      return chart(drawing.text, drawing.hue, drawing.boxes);
    case 'certificate':
      return certificate(drawing.text, drawing.subtitle, drawing.hue);
  }
}

/** Logos keep transparency-free PNG edges; photographs and covers are JPEG like real uploads. */
export async function renderImage(drawing: ImageDrawing): Promise<RenderedImage> {
  const image = sharp(Buffer.from(toSvg(drawing)));
  if (drawing.kind === 'logo') {
    return { buffer: await image.png().toBuffer(), ext: 'png', mime: 'image/png' };
  }
  return { buffer: await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), ext: 'jpg', mime: 'image/jpeg' };
}
