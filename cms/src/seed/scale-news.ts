/**
 * A ten-year archive of generated news, for measuring the site at scale (SEED_EXTRA_NEWS=N):
 * Indonesian titles of 60–100 characters and slugs made from them, an English version for most
 * articles (one in seven stays Indonesian only, as real translations lag), dates spread over the
 * ten years before the seed's newest article, and covers shared between articles. Deterministic:
 * article N is the same in every run, so two measurements compare the same content.
 */

export const SCALE_YEARS = 10;
/** How many covers the generated articles share. */
export const SCALE_COVERS = 12;
/** The newest generated article's day (the seeded articles are newer). */
const NEWEST = Date.UTC(2026, 0, 31);
const DAY = 86_400_000;

interface Words {
  units: readonly string[];
  actions: readonly string[];
  things: readonly string[];
  places: readonly string[];
  phase: (n: number) => string;
  excerpt: (unit: string, thing: string, place: string) => string;
  body: (unit: string, thing: string, place: string, n: number) => string;
}

const ID: Words = {
  units: ['ETSI', 'MCSI', 'Mercusuar Digital', 'Mercusuar Logistik', 'Mercusuar Group'],
  actions: [
    'Rampungkan Pemeliharaan',
    'Resmikan Pengoperasian',
    'Tandatangani Kerja Sama',
    'Mulai Pembangunan',
    'Raih Sertifikasi untuk',
    'Gelar Pelatihan Keselamatan',
    'Luncurkan Program',
  ],
  things: [
    'Anjungan Lepas Pantai',
    'Kapal Tunda Ramah Lingkungan',
    'Sistem Pemantauan Aset Terpadu',
    'Gudang Berpendingin',
    'Jaringan Pipa Gas',
    'Dermaga Bongkar Muat',
    'Pusat Data Cadangan',
  ],
  places: [
    'di Blok Mahakam, Kalimantan Timur',
    'di Pelabuhan Balikpapan',
    'di Kawasan Industri Cikarang',
    'di Perairan Natuna',
    'di Tanjung Perak, Surabaya',
    'untuk Proyek Gas Lepas Pantai Madura',
  ],
  phase: (n) => `Tahap ${n}`,
  excerpt: (unit, thing, place) =>
    `${unit} melaporkan kemajuan pekerjaan ${thing.toLowerCase()} ${place} kepada mitra dan warga sekitar.`,
  body: (unit, thing, place, n) =>
    `${unit} menyelesaikan tahap ke-${n} pekerjaan **${thing.toLowerCase()}** ${place}.\n\n` +
    'Seluruh pekerjaan berjalan tanpa kecelakaan kerja dan sesuai jadwal yang disepakati dengan pemilik proyek. ' +
    'Tim lapangan bekerja bersama pemasok lokal dan melibatkan tenaga kerja dari daerah sekitar.',
};

const EN: Words = {
  units: ID.units,
  actions: [
    'Completes Maintenance of',
    'Starts Operating',
    'Signs a Partnership for',
    'Begins Building',
    'Earns Certification for',
    'Holds Safety Training at',
    'Launches a Programme for',
  ],
  things: [
    'Offshore Platform',
    'Environmentally Friendly Tugboat',
    'Integrated Asset Monitoring System',
    'Cold Storage Warehouse',
    'Gas Pipeline Network',
    'Loading Dock',
    'Backup Data Centre',
  ],
  places: [
    'in the Mahakam Block, East Kalimantan',
    'at the Port of Balikpapan',
    'in the Cikarang Industrial Estate',
    'in the Natuna Sea',
    'at Tanjung Perak, Surabaya',
    'for the Madura Offshore Gas Project',
  ],
  phase: (n) => `Phase ${n}`,
  excerpt: (unit, thing, place) =>
    `${unit} reports progress on the ${thing.toLowerCase()} ${place} to its partners and neighbours.`,
  body: (unit, thing, place, n) =>
    `${unit} finished phase ${n} of the **${thing.toLowerCase()}** ${place}.\n\n` +
    'The work ran without a lost-time accident and on the schedule agreed with the project owner. ' +
    'The site team worked with local suppliers and hired from the surrounding area.',
};

/** A title of 60–100 characters from its parts: the place is left out when it would run too long. */
function title(words: Words, unit: string, action: string, thing: string, place: string, n: number): string {
  const full = `${unit} ${action} ${thing} ${place} ${words.phase(n)}`;
  return full.length <= 100 ? full : `${unit} ${action} ${thing} ${words.phase(n)}`;
}

/** A URL slug: lower case, ASCII letters and digits joined by single hyphens. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface ScaleVersion {
  title: string;
  excerpt: string;
  body: string;
}

export interface ScaleArticle {
  slug: string;
  /** YYYY-MM-DD */
  date: string;
  /** Which of the SCALE_COVERS covers it shows. */
  cover: number;
  id: ScaleVersion;
  /** Absent for one article in seven: Indonesian only. */
  en?: ScaleVersion;
}

/** Generated article `index` (1…count): the higher the index, the older. */
export function scaleArticle(index: number, count: number): ScaleArticle {
  // Every unit, action, thing and place in turn: 1,470 combinations before one comes back.
  const unit = ID.units[index % ID.units.length];
  const a = Math.floor(index / 5) % ID.actions.length;
  const t = Math.floor(index / 35) % ID.things.length;
  const p = Math.floor(index / 245) % ID.places.length;
  const phase = 1 + (index % 40);
  const version = (words: Words): ScaleVersion => ({
    title: title(words, unit, words.actions[a], words.things[t], words.places[p], phase),
    excerpt: words.excerpt(unit, words.things[t], words.places[p]),
    body: words.body(unit, words.things[t], words.places[p], phase),
  });
  const indonesian = version(ID);
  const daysBack = Math.floor(((index - 1) * SCALE_YEARS * 365.25) / Math.max(1, count));
  return {
    slug: `${slugOf(indonesian.title)}-${index}`,
    date: new Date(NEWEST - daysBack * DAY).toISOString().slice(0, 10),
    cover: index % SCALE_COVERS,
    id: indonesian,
    ...(index % 7 === 0 ? {} : { en: version(EN) }),
  };
}
