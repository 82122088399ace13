/**
 * The field guide's building blocks: a text in both admin languages, and the help of fields many
 * content types share (a title, a slug, a picture and its alternative text, an order…), each told
 * where it shows on the site.
 */
export interface Text {
  id: string;
  en: string;
}

/** What an editor is told of one field: its label, what it is for and where it shows, its limits, an example. */
export interface FieldGuide {
  label: Text;
  help: Text;
  placeholder?: Text;
  /** Filled in by the site or the CMS, never by hand (shown, not editable). */
  readOnly?: true;
  /** For editors only, never on the site: its schema marks it private, so no content-API answer holds it (guide.test.ts). */
  editorOnly?: true;
}

export const text = (id: string, en: string): Text => ({ id, en });

export const field = (label: Text, help: Text, placeholder?: Text): FieldGuide => ({
  label,
  help,
  ...(placeholder ? { placeholder } : {}),
});

/** The title of a page or an entry, and where it shows. */
export const title = (where: Text): FieldGuide =>
  field(text('Judul', 'Title'), text(`Wajib. ${where.id}`, `Required. ${where.en}`));

/** The address part of an entry's page (or of its place on a page), made from its title or name. */
export const slug = (where: Text): FieldGuide =>
  field(
    text('Slug (alamat)', 'Slug (address)'),
    text(
      `${where.id} Huruf kecil, angka dan tanda hubung; dibuat dari judul dengan tombol di kanan. Sama untuk kedua bahasa.`,
      `${where.en} Lower-case letters, digits and hyphens; made from the title with the button on the right. The same in both languages.`,
    ),
  );

/** A picture the site shows, and where. */
export const picture = (label: Text, where: Text): FieldGuide =>
  field(
    label,
    text(
      `${where.id} JPEG, PNG, WebP atau AVIF; situs membuat ukuran yang pas untuk tiap layar. Sama untuk kedua bahasa.`,
      `${where.en} JPEG, PNG, WebP or AVIF; the site makes the right size for every screen. The same in both languages.`,
    ),
  );

/** The alternative text of the picture beside it, in the entry's language. */
export const alt = (of: Text): FieldGuide =>
  field(
    text(`Teks alternatif ${of.id}`, `Alternative text of the ${of.en}`),
    text(
      'Yang dibacakan pembaca layar dan tampil bila gambar tidak termuat: jelaskan isi gambar dalam bahasa versi ini, maks. 250 karakter. Kosongkan bila gambar hanya hiasan.',
      "What screen readers say and what shows when the picture does not load: describe what it shows, in this version's language, at most 250 characters. Leave it empty when the picture is decoration only.",
    ),
    text('mis. Kapal tunda menarik tongkang di Sungai Mahakam', 'e.g. A tug towing a barge on the Mahakam river'),
  );

/** Rich text: headings, lists and links, written in Markdown. */
export const richText = (label: Text, where: Text): FieldGuide =>
  field(
    label,
    text(
      `${where.id} Judul bagian, daftar, tebal/miring dan tautan (Markdown). Skrip dan kode yang tidak aman dibuang saat situs dibangun.`,
      `${where.en} Section headings, lists, bold/italic and links (Markdown). Scripts and unsafe code are removed when the site is built.`,
    ),
  );

/** A position in a list: the lower, the earlier. */
export const order = (list: Text): FieldGuide =>
  field(
    text('Urutan', 'Order'),
    text(
      `Posisi di ${list.id}: angka kecil tampil lebih dulu (1, 2, 3…). Sama untuk kedua bahasa.`,
      `Position in ${list.en}: lower numbers come first (1, 2, 3…). The same in both languages.`,
    ),
    text('1', '1'),
  );

/** A web address outside the site. */
export const website = (what: Text): FieldGuide =>
  field(
    text('Situs web', 'Website'),
    text(
      `${what.id} Alamat lengkap dengan https://. Alamat yang bukan http(s) tidak ditautkan.`,
      `${what.en} The full address with https://. An address that is not http(s) is not linked.`,
    ),
    text('https://www.contoh.co.id', 'https://www.example.com'),
  );

/** The search-engine and link-preview texts of a page. */
export const seo = (): FieldGuide =>
  field(
    text('SEO dan pratinjau tautan', 'SEO and link preview'),
    text(
      'Judul, deskripsi dan gambar untuk mesin pencari dan pratinjau tautan di media sosial dan aplikasi pesan. Kosong = judul dan ringkasan halaman.',
      "Title, description and picture for search engines and link previews in social media and messaging apps. Empty = the page's title and summary.",
    ),
  );

/** A company of the group, as the site's per-company pages name it. */
export const company = (where: Text): FieldGuide =>
  field(
    text('Perusahaan', 'Company'),
    text(`${where.id} ETSI atau MCSI. Sama untuk kedua bahasa.`, `${where.en} ETSI or MCSI. The same in both languages.`),
  );

/** A social network's page of the group. */
export const social = (network: string, example: string): FieldGuide =>
  field(
    text(network, network),
    text(
      `Alamat halaman ${network} perusahaan, dengan https://. Ikonnya tampil di footer setiap halaman hanya bila diisi.`,
      `The address of the company's ${network} page, with https://. Its icon shows in every page's footer only when filled in.`,
    ),
    text(example, example),
  );

/** The former addresses the CMS keeps of a document whose slug changed after it was published. */
export const formerAddresses = (): FieldGuide => ({
  ...field(
    text('Alamat lama', 'Former addresses'),
    text(
      'Diisi CMS saat slug yang sudah terbit diubah: alamat-alamat lama ini diarahkan (301) ke halaman sekarang. Mengembalikan slug lama menjadikannya halaman lagi.',
      'Filled in by the CMS when a published slug changes: these old addresses send visitors (301) to the current page. Changing the slug back makes that address a page again.',
    ),
  ),
  readOnly: true,
});

const PAGE_BODY = text('Isi halaman, di bawah judul.', 'The page text, below the title.');
/** The help of a page's picture above its text (most single-type pages have one). */
export const PAGE_IMAGE = text('Gambar di atas isi halaman (opsional).', 'The picture above the page text (optional).');

/** The fields every plain page (profile, privacy policy, terms) has. */
export const plainPage = (name: Text): Record<string, FieldGuide> => ({
  title: title(
    text(`Judul halaman ${name.id}, di kepala halaman dan tab peramban.`, `The ${name.en} page's heading and browser tab title.`),
  ),
  body: richText(text('Isi', 'Body'), PAGE_BODY),
  image: picture(text('Gambar', 'Picture'), PAGE_IMAGE),
  imageAlt: alt(text('gambar', 'picture')),
  seo: seo(),
});
