import {
  alt,
  company,
  field,
  formerAddresses,
  order,
  picture,
  richText,
  seo,
  slug,
  social,
  text,
  title,
  website,
  type FieldGuide,
  type Text,
} from './texts';

export type { FieldGuide, Text } from './texts';

/** How a type's list in the Content Manager opens: its columns and its sort. */
export interface ListGuide {
  columns: string[];
  sortBy: string;
  sortOrder: 'ASC' | 'DESC';
}

/** The guide of a content type or component: its name, every field explained, the edit view's order, the list's columns. */
export interface ModelGuide {
  /**
   * What the type is called, in each admin language, wherever the admin names it (menu, list
   * title, home widgets, relation pickers). `en` is the schema's displayName: the admin asks for
   * a type's name by it.
   */
  name: Text;
  fields: Record<string, FieldGuide>;
  /** The edit view's field order, where the schema's own is not the best. */
  order?: string[];
  list?: ListGuide;
}

const PAGE_BODY = text('Isi halaman, di bawah judul.', 'The page text, below the title.');
const PAGE_IMAGE = text('Gambar di atas isi halaman (opsional).', 'The picture above the page text (optional).');

/** The fields every plain page (profile, privacy policy, terms) has. */
const plainPage = (name: Text): Record<string, FieldGuide> => ({
  title: title(
    text(`Judul halaman ${name.id}, di kepala halaman dan tab peramban.`, `The ${name.en} page's heading and browser tab title.`),
  ),
  body: richText(text('Isi', 'Body'), PAGE_BODY),
  image: picture(text('Gambar', 'Picture'), PAGE_IMAGE),
  imageAlt: alt(text('gambar', 'picture')),
  seo: seo(),
});

/**
 * The field guide: for every content type and component, every field's label, help text and
 * example in Indonesian and English, and how its views open. The CMS writes it into the Content
 * Manager's configuration at start (server/apply.ts); the admin shows it in each editor's language.
 */
export const FIELD_GUIDE: Record<string, ModelGuide> = {
  'api::about.about': { name: text('Profil', 'About'), fields: plainPage(text('Profil Singkat', 'Profile')) },
  'api::privacy-policy.privacy-policy': {
    name: text('Kebijakan privasi', 'Privacy policy'),
    fields: plainPage(text('Kebijakan Privasi', 'Privacy policy')),
  },
  'api::terms-condition.terms-condition': {
    name: text('Syarat & ketentuan', 'Terms and conditions'),
    fields: plainPage(text('Syarat & Ketentuan', 'Terms and conditions')),
  },

  'api::career-page.career-page': {
    name: text('Halaman karier', 'Career page'),
    fields: {
      title: title(text('Judul halaman Karir.', 'The Career page heading.')),
      intro: field(
        text('Pengantar', 'Introduction'),
        text('Paragraf pendek di atas daftar lowongan.', 'A short paragraph above the job openings.'),
      ),
      body: richText(
        text('Isi', 'Body'),
        text(
          'Teks di bawah daftar lowongan (budaya kerja, proses seleksi).',
          'Text below the job openings (work culture, hiring process).',
        ),
      ),
      image: picture(text('Gambar', 'Picture'), PAGE_IMAGE),
      imageAlt: alt(text('gambar', 'picture')),
      seo: seo(),
    },
  },

  'api::contact-page.contact-page': {
    name: text('Halaman kontak', 'Contact page'),
    fields: {
      title: title(text('Judul halaman Hubungi Kami.', 'The Contact page heading.')),
      intro: field(
        text('Pengantar', 'Introduction'),
        text('Paragraf pendek di atas formulir kontak.', 'A short paragraph above the contact form.'),
      ),
      officeHours: field(
        text('Jam kantor', 'Office hours'),
        text('Tampil di samping alamat kantor.', 'Shown beside the office address.'),
        text('Senin–Jumat, 08.00–17.00 WIB', 'Monday–Friday, 8 am–5 pm (WIB)'),
      ),
      mapUrl: field(
        text('Tautan peta', 'Map link'),
        text(
          'Tautan "Lihat di peta" ke kantor (Google Maps, OpenStreetMap), dengan https://. Sama untuk kedua bahasa.',
          'The "See on the map" link to the office (Google Maps, OpenStreetMap), with https://. The same in both languages.',
        ),
        text('https://maps.google.com/?q=…', 'https://maps.google.com/?q=…'),
      ),
      body: richText(text('Isi', 'Body'), text('Teks tambahan di bawah formulir.', 'Further text below the form.')),
      image: picture(text('Gambar', 'Picture'), PAGE_IMAGE),
      imageAlt: alt(text('gambar', 'picture')),
      seo: seo(),
    },
  },

  'api::company-value.company-value': {
    name: text('Nilai perusahaan', 'Company value'),
    fields: {
      title: title(text('Judul halaman Nilai Perusahaan.', 'The Company values page heading.')),
      intro: richText(text('Pengantar', 'Introduction'), text('Teks di atas daftar nilai.', 'Text above the list of values.')),
      values: field(
        text('Nilai-nilai', 'Values'),
        text(
          'Satu butir per nilai, dalam urutan tampilnya. Tambah dengan tombol di bawah.',
          'One item per value, in the order they show. Add one with the button below.',
        ),
      ),
      image: picture(text('Gambar', 'Picture'), PAGE_IMAGE),
      imageAlt: alt(text('gambar', 'picture')),
      seo: seo(),
    },
  },

  'api::home.home': {
    name: text('Beranda', 'Home'),
    fields: {
      heroTitle: title(text('Judul besar di bagian atas beranda.', 'The large heading at the top of the home page.')),
      heroSubtitle: field(
        text('Subjudul', 'Subtitle'),
        text(
          'Kalimat di bawah judul besar; juga deskripsi beranda untuk mesin pencari bila SEO kosong.',
          "The sentence below the heading; also the home page's description for search engines when SEO is empty.",
        ),
      ),
      heroImage: picture(
        text('Gambar utama', 'Hero picture'),
        text('Gambar lebar di bagian atas beranda.', 'The wide picture at the top of the home page.'),
      ),
      heroImageAlt: alt(text('gambar utama', 'hero picture')),
      intro: richText(
        text('Pengantar', 'Introduction'),
        text(
          'Teks di bawah bagian atas; berita, unit bisnis dan klien terbaru tampil sesudahnya.',
          'Text below the top section; the latest news, business units and clients follow it.',
        ),
      ),
      seo: seo(),
    },
  },

  'api::footer.footer': {
    name: text('Kaki halaman', 'Footer'),
    fields: {
      youtube: social('YouTube', 'https://www.youtube.com/@…'),
      facebook: social('Facebook', 'https://www.facebook.com/…'),
      twitter: social('X (Twitter)', 'https://x.com/…'),
      instagram: social('Instagram', 'https://www.instagram.com/…'),
      tiktok: social('TikTok', 'https://www.tiktok.com/@…'),
      linkedin: social('LinkedIn', 'https://www.linkedin.com/company/…'),
      lighthouseLogo: picture(
        text('Logo sumber informasi', 'Source logo'),
        text(
          'Logo di footer yang menautkan ke kanal YouTube (tampil bila YouTube diisi).',
          'The footer logo that links to the YouTube channel (shown when YouTube is filled in).',
        ),
      ),
      address: field(
        text('Alamat kantor', 'Office address'),
        text(
          'Alamat, telepon, faks dan e-mail di footer setiap halaman.',
          "The address, phone, fax and e-mail in every page's footer.",
        ),
      ),
    },
  },

  'api::whatsapp.whatsapp': {
    name: text('WhatsApp', 'Whatsapp'),
    fields: {
      number: field(
        text('Nomor WhatsApp', 'WhatsApp number'),
        text(
          'Nomor tombol WhatsApp di setiap halaman: awali dengan 0 atau 62, hanya angka. Nomor lain menyembunyikan tombol. Sama untuk kedua bahasa.',
          'The number of the WhatsApp button on every page: starting with 0 or 62, digits only. Any other number hides the button. The same in both languages.',
        ),
        text('081234567890', '081234567890'),
      ),
      initialMessage: field(
        text('Pesan pembuka', 'First message'),
        text(
          'Teks yang sudah terisi saat pengunjung membuka WhatsApp, dalam bahasa versi ini; maks. 500 karakter.',
          "The text already written when a visitor opens WhatsApp, in this version's language; at most 500 characters.",
        ),
        text('Halo, saya ingin bertanya tentang layanan Anda.', "Hello, I'd like to ask about your services."),
      ),
    },
  },

  'api::business-unit.business-unit': {
    name: text('Unit bisnis', 'Business unit'),
    fields: {
      name: field(
        text('Nama', 'Name'),
        text(
          'Wajib. Nama unit bisnis di halaman Unit Bisnis dan beranda.',
          'Required. The business unit’s name on the Business units page and the home page.',
        ),
      ),
      slug: slug(
        text(
          'Wajib. Penanda unit bisnis di halaman Unit Bisnis: /business-unit#<slug>.',
          'Required. The business unit’s anchor on the Business units page: /business-unit#<slug>.',
        ),
      ),
      summary: field(
        text('Ringkasan', 'Summary'),
        text('Satu atau dua kalimat di kartu unit bisnis.', "One or two sentences on the business unit's card."),
      ),
      description: richText(
        text('Deskripsi', 'Description'),
        text('Uraian lengkap di halaman Unit Bisnis.', 'The full description on the Business units page.'),
      ),
      logo: picture(text('Logo', 'Logo'), text('Logo unit bisnis di kartunya.', "The business unit's logo on its card.")),
      image: picture(text('Gambar', 'Picture'), text('Foto kegiatan unit bisnis.', "A photo of the business unit's work.")),
      imageAlt: alt(text('gambar', 'picture')),
      website: website(
        text('Situs web unit bisnis, ditautkan dari kartunya.', "The business unit's own website, linked from its card."),
      ),
      order: order(text('daftar unit bisnis', 'the list of business units')),
    },
    order: ['name', 'slug', 'summary', 'description', 'logo', 'image', 'imageAlt', 'website', 'order'],
    list: { columns: ['name', 'order', 'website'], sortBy: 'order', sortOrder: 'ASC' },
  },

  'api::certificate.certificate': {
    name: text('Sertifikat', 'Certificate'),
    fields: {
      title: title(text('Nama sertifikat di halaman Sertifikat.', 'The certificate’s name on the Certificates page.')),
      issuer: field(
        text('Penerbit', 'Issuer'),
        text('Lembaga yang menerbitkan sertifikat.', 'The body that issued the certificate.'),
        text('mis. Bureau Veritas', 'e.g. Bureau Veritas'),
      ),
      year: field(
        text('Tahun', 'Year'),
        text(
          'Tahun terbit; sertifikat terbaru tampil lebih dulu. Sama untuk kedua bahasa.',
          'The year it was issued; the newest show first. The same in both languages.',
        ),
        text('2024', '2024'),
      ),
      image: picture(
        text('Gambar sertifikat', 'Certificate picture'),
        text('Pindaian atau foto sertifikat.', 'A scan or photo of the certificate.'),
      ),
      description: field(
        text('Keterangan', 'Description'),
        text('Lingkup sertifikat, di bawah namanya.', 'What the certificate covers, below its name.'),
      ),
    },
    list: { columns: ['title', 'issuer', 'year'], sortBy: 'year', sortOrder: 'DESC' },
  },

  'api::client.client': {
    name: text('Klien', 'Client'),
    fields: {
      name: field(
        text('Nama', 'Name'),
        text(
          'Wajib. Nama klien; juga teks alternatif logonya. Sama untuk kedua bahasa.',
          "Required. The client's name; also its logo's alternative text. The same in both languages.",
        ),
      ),
      logo: picture(
        text('Logo', 'Logo'),
        text('Logo klien di halaman Klien dan beranda.', "The client's logo on the Clients page and the home page."),
      ),
      website: website(text('Situs web klien, ditautkan dari logonya.', "The client's website, linked from its logo.")),
      sector: field(
        text('Sektor', 'Sector'),
        text('Bidang usaha klien, di bawah namanya.', "The client's line of business, below its name."),
        text('mis. Minyak dan gas', 'e.g. Oil and gas'),
      ),
      order: order(text('daftar klien', 'the list of clients')),
    },
    list: { columns: ['name', 'sector', 'order'], sortBy: 'order', sortOrder: 'ASC' },
  },

  'api::job-opening.job-opening': {
    name: text('Lowongan kerja', 'Job opening'),
    fields: {
      title: title(text('Nama posisi di halaman Karir.', 'The position’s name on the Career page.')),
      department: field(
        text('Departemen', 'Department'),
        text('Departemen atau perusahaan yang membuka lowongan.', 'The department or company hiring.'),
        text('mis. MCSI — Armada', 'e.g. MCSI — Fleet'),
      ),
      location: field(
        text('Lokasi', 'Location'),
        text('Kota tempat bekerja.', 'The city of the job.'),
        text('Balikpapan', 'Balikpapan'),
      ),
      employmentType: field(
        text('Jenis pekerjaan', 'Employment type'),
        text(
          'Penuh waktu, paruh waktu, kontrak atau magang; tampil dalam bahasa halaman. Sama untuk kedua bahasa.',
          "Full-time, part-time, contract or internship; shown in the page's language. The same in both languages.",
        ),
      ),
      description: richText(
        text('Deskripsi', 'Description'),
        text('Tugas dan persyaratan, di kartu lowongan.', 'Duties and requirements, on the opening’s card.'),
      ),
      applyUrl: website(
        text('Formulir lamaran daring; tombol "Lamar" menautkannya.', 'An online application form; the "Apply" button links it.'),
      ),
      applyEmail: field(
        text('E-mail lamaran', 'Application e-mail'),
        text(
          'Alamat untuk melamar bila tidak ada formulir daring. Sama untuk kedua bahasa.',
          'The address to apply to when there is no online form. The same in both languages.',
        ),
        text('karir@contoh.co.id', 'careers@example.com'),
      ),
      closingDate: field(
        text('Tanggal penutupan', 'Closing date'),
        text(
          'Batas akhir lamaran; lowongan diurutkan menurut tanggal ini. Sama untuk kedua bahasa.',
          'The last day to apply; openings are sorted by it. The same in both languages.',
        ),
      ),
    },
    list: { columns: ['title', 'department', 'location', 'closingDate'], sortBy: 'closingDate', sortOrder: 'ASC' },
  },

  'api::management.management': {
    name: text('Manajemen', 'Management'),
    fields: {
      name: field(
        text('Nama', 'Name'),
        text(
          'Wajib. Nama lengkap, di daftar manajemen dan halaman pribadinya.',
          'Required. The full name, on the management list and the person’s own page.',
        ),
      ),
      slug: slug(
        text(
          'Wajib. Alamat halaman pribadinya: /management-etsi/<slug>. Bila diubah setelah terbit, alamat lama diarahkan ke yang baru.',
          'Required. The address of the person’s own page: /management-etsi/<slug>. Changed after publishing, the old address redirects to the new one.',
        ),
      ),
      formerSlugs: formerAddresses(),
      position: field(
        text('Jabatan', 'Position'),
        text(
          'Wajib. Jabatan dalam bahasa versi ini, di bawah nama.',
          "Required. The position in this version's language, below the name.",
        ),
        text('mis. Direktur Utama', 'e.g. President Director'),
      ),
      description: richText(
        text('Profil', 'Profile'),
        text('Riwayat singkat di halaman pribadinya.', 'A short biography on the person’s own page.'),
      ),
      photo: picture(
        text('Foto', 'Photo'),
        text('Foto wajah; nama orang itu menjadi teks alternatifnya.', 'A portrait; the person’s name is its alternative text.'),
      ),
      company: company(
        text('Wajib. Halaman manajemen tempat orang ini tampil.', 'Required. The management page this person shows on.'),
      ),
      order: order(text('daftar manajemen perusahaannya', 'their company’s management list')),
    },
    order: ['name', 'position', 'company', 'slug', 'photo', 'description', 'order', 'formerSlugs'],
    list: { columns: ['name', 'position', 'company', 'order'], sortBy: 'order', sortOrder: 'ASC' },
  },

  'api::milestone.milestone': {
    name: text('Tonggak sejarah', 'Milestone'),
    fields: {
      year: field(
        text('Tahun', 'Year'),
        text(
          'Wajib. Tahun peristiwa, penanda di garis waktu Jejak Langkah. Sama untuk kedua bahasa.',
          'Required. The year of the event, its mark on the Milestones timeline. The same in both languages.',
        ),
        text('2010', '2010'),
      ),
      title: title(text('Peristiwa di garis waktu.', 'The event on the timeline.')),
      description: field(
        text('Keterangan', 'Description'),
        text('Satu atau dua kalimat di bawah judul.', 'One or two sentences below the title.'),
      ),
      image: picture(text('Gambar', 'Picture'), text('Foto peristiwa (opsional).', 'A photo of the event (optional).')),
      imageAlt: alt(text('gambar', 'picture')),
      order: order(text('peristiwa di tahun yang sama', 'events of the same year')),
    },
    list: { columns: ['year', 'title', 'order'], sortBy: 'year', sortOrder: 'DESC' },
  },

  'api::news.news': {
    name: text('Berita', 'News'),
    fields: {
      title: title(
        text(
          'Judul berita di halaman berita, daftar berita, hasil pencarian dan umpan RSS.',
          'The article’s heading on its page, the news list, search results and the RSS feed.',
        ),
      ),
      slug: slug(
        text(
          'Wajib. Alamat halaman berita: /news/<slug>. Bila diubah setelah terbit, alamat lama diarahkan ke yang baru.',
          'Required. The article page’s address: /news/<slug>. Changed after publishing, the old address redirects to the new one.',
        ),
      ),
      formerSlugs: formerAddresses(),
      date: field(
        text('Tanggal', 'Date'),
        text(
          'Wajib. Tanggal berita (WIB); berita terbaru tampil lebih dulu. Sama untuk kedua bahasa.',
          'Required. The article’s date (Jakarta time); the newest show first. The same in both languages.',
        ),
      ),
      excerpt: field(
        text('Ringkasan', 'Excerpt'),
        text(
          'Satu atau dua kalimat di daftar berita, hasil pencarian situs dan umpan RSS; maks. 400 karakter.',
          'One or two sentences on the news list, in site search results and the RSS feed; at most 400 characters.',
        ),
      ),
      cover: picture(
        text('Gambar sampul', 'Cover picture'),
        text(
          'Gambar di atas berita dan di kartunya di daftar berita.',
          'The picture above the article and on its card in the news list.',
        ),
      ),
      coverAlt: alt(text('gambar sampul', 'cover picture')),
      body: richText(text('Isi berita', 'Article text'), text('Isi berita lengkap.', 'The full article.')),
      seo: seo(),
    },
    order: ['title', 'slug', 'date', 'excerpt', 'cover', 'coverAlt', 'body', 'seo', 'formerSlugs'],
    list: { columns: ['title', 'date', 'slug'], sortBy: 'date', sortOrder: 'DESC' },
  },

  'api::organization-chart.organization-chart': {
    name: text('Bagan organisasi', 'Organization chart'),
    fields: {
      company: company(
        text(
          'Wajib. Halaman struktur organisasi yang ditampilkan bagan ini.',
          'Required. The organisation chart page this chart is shown on.',
        ),
      ),
      title: title(text('Judul halaman struktur organisasi.', 'The organisation chart page’s heading.')),
      positions: field(
        text('Jabatan', 'Positions'),
        text(
          'Bagan sebagai kerangka: tiap jabatan melapor ke jabatan terdekat di atasnya yang levelnya lebih kecil. Tampil sebagai daftar bertingkat, terbaca di ponsel dan oleh pembaca layar.',
          'The chart as an outline: each position reports to the nearest one above it with a lower level. Shown as nested lists, readable on a phone and by screen readers.',
        ),
      ),
      chart: picture(
        text('Gambar bagan', 'Chart picture'),
        text('Hanya tampil bila belum ada jabatan.', 'Shown only while there are no positions.'),
      ),
      description: richText(text('Keterangan', 'Description'), text('Teks di bawah bagan.', 'Text below the chart.')),
    },
    list: { columns: ['company', 'title'], sortBy: 'company', sortOrder: 'ASC' },
  },

  'api::contact-message.contact-message': {
    name: text('Pesan kontak', 'Contact message'),
    fields: {
      name: field(text('Nama', 'Name'), text('Nama yang ditulis pengunjung.', 'The name the visitor wrote.')),
      email: field(text('E-mail', 'E-mail'), text('Alamat balasan pengunjung.', "The visitor's reply address.")),
      phone: field(text('Telepon', 'Phone'), text('Telepon pengunjung (opsional).', "The visitor's phone (optional).")),
      company: field(
        text('Perusahaan', 'Company'),
        text('Perusahaan pengunjung (opsional).', "The visitor's company (optional)."),
      ),
      subject: field(text('Perihal', 'Subject'), text('Perihal pesan.', 'The message’s subject.')),
      message: field(
        text('Pesan', 'Message'),
        text('Pesan pengunjung, maks. 5.000 karakter.', "The visitor's message, at most 5,000 characters."),
      ),
      consent: field(
        text('Persetujuan', 'Consent'),
        text(
          'Pengunjung setuju datanya diproses untuk menjawab pesan ini.',
          'The visitor agreed to their data being processed to answer this message.',
        ),
      ),
      language: field(
        text('Bahasa', 'Language'),
        text('Bahasa halaman tempat pesan dikirim.', 'The language of the page the message was sent from.'),
      ),
      mailStatus: {
        ...field(
          text('Status e-mail', 'Mail status'),
          text(
            'Diisi CMS: apakah pesan sudah dikirim ke kotak masuk perusahaan.',
            'Set by the CMS: whether the message reached the company inbox.',
          ),
        ),
        readOnly: true,
      },
      mailAttempts: {
        ...field(
          text('Percobaan kirim', 'Mail attempts'),
          text('Diisi CMS: berapa kali pengiriman dicoba.', 'Set by the CMS: how many times sending was tried.'),
        ),
        readOnly: true,
      },
      mailedAt: {
        ...field(
          text('Dikirim pada', 'Mailed at'),
          text('Diisi CMS: kapan e-mail terkirim.', 'Set by the CMS: when the e-mail was sent.'),
        ),
        readOnly: true,
      },
      mailError: {
        ...field(
          text('Galat e-mail', 'Mail error'),
          text('Diisi CMS: alasan percobaan terakhir gagal.', 'Set by the CMS: why the last attempt failed.'),
        ),
        readOnly: true,
      },
      mailClaimedAt: {
        ...field(
          text('Sedang dikirim sejak', 'Sending since'),
          text(
            'Diisi CMS: kapan sebuah instans CMS mulai mengirimnya.',
            'Set by the CMS: when a CMS instance started sending it.',
          ),
        ),
        readOnly: true,
      },
    },
    list: { columns: ['name', 'email', 'subject', 'mailStatus', 'createdAt'], sortBy: 'createdAt', sortOrder: 'DESC' },
  },

  'api::redirect.redirect': {
    name: text('Pengalihan', 'Redirect'),
    fields: {
      from: field(
        text('Alamat lama', 'Old address'),
        text(
          'Wajib. Alamat di situs ini yang dipindahkan, diawali /: pengunjungnya diarahkan (301) ke alamat baru. Tidak boleh halaman yang ada, alamat baru itu sendiri, atau membentuk putaran.',
          'Required. The address on this site that moved, starting with /: its visitors are sent on (301) to the new address. Not an existing page, not the new address itself, never in a loop.',
        ),
        text('/promo-2025', '/en/promo-2025'),
      ),
      to: field(
        text('Alamat baru', 'New address'),
        text(
          'Wajib. Alamat di situs ini (diawali /) atau alamat lengkap di tempat lain (https://…).',
          'Required. An address on this site (starting with /) or a full address elsewhere (https://…).',
        ),
        text('/news/promo-2026', '/en/news/promo-2026'),
      ),
      note: field(
        text('Catatan', 'Note'),
        text(
          'Untuk editor saja: mengapa alamat ini dipindahkan. Tidak tampil di situs.',
          'For editors only: why this address moved. Not shown on the site.',
        ),
      ),
    },
    list: { columns: ['from', 'to', 'updatedAt'], sortBy: 'updatedAt', sortOrder: 'DESC' },
  },

  'shared.seo': {
    name: text('SEO', 'SEO'),
    fields: {
      metaTitle: field(
        text('Judul SEO', 'SEO title'),
        text(
          'Judul di hasil mesin pencari dan pratinjau tautan; maks. 70 karakter. Kosong = judul halaman.',
          "The title in search results and link previews; at most 70 characters. Empty = the page's title.",
        ),
      ),
      metaDescription: field(
        text('Deskripsi SEO', 'SEO description'),
        text(
          'Kalimat di bawah judul di hasil mesin pencari; maks. 160 karakter.',
          'The sentence below the title in search results; at most 160 characters.',
        ),
      ),
      shareImage: picture(
        text('Gambar pratinjau', 'Share picture'),
        text(
          'Gambar pratinjau tautan di media sosial dan aplikasi pesan.',
          'The link preview picture in social media and messaging apps.',
        ),
      ),
    },
  },

  'shared.address': {
    name: text('Alamat', 'Address'),
    fields: {
      label: field(
        text('Nama kantor', 'Office name'),
        text('Judul alamat di footer.', 'The address heading in the footer.'),
        text('Kantor Pusat', 'Head office'),
      ),
      addressLine1: field(text('Alamat baris 1', 'Address line 1'), text('Gedung dan jalan.', 'Building and street.')),
      addressLine2: field(
        text('Alamat baris 2', 'Address line 2'),
        text('Kawasan atau kecamatan (opsional).', 'District (optional).'),
      ),
      addressLine3: field(
        text('Alamat baris 3', 'Address line 3'),
        text('Kota dan kode pos (opsional).', 'City and postcode (optional).'),
      ),
      phone: field(
        text('Telepon', 'Phone'),
        text('Ditautkan untuk menelepon dari ponsel.', 'Linked for calling from a phone.'),
        text('+62 21 555 0100', '+62 21 555 0100'),
      ),
      fax: field(
        text('Faks', 'Fax'),
        text('Nomor faks (opsional).', 'Fax number (optional).'),
        text('+62 21 555 0101', '+62 21 555 0101'),
      ),
      email: field(
        text('E-mail', 'E-mail'),
        text('Ditautkan untuk mengirim e-mail.', 'Linked for sending an e-mail.'),
        text('info@contoh.co.id', 'info@example.com'),
      ),
    },
  },

  'shared.value-item': {
    name: text('Butir nilai', 'Value item'),
    fields: {
      title: field(
        text('Nilai', 'Value'),
        text('Wajib. Nama nilai, sebagai judul butir.', "Required. The value's name, as the item's heading."),
        text('mis. Integritas', 'e.g. Integrity'),
      ),
      description: field(
        text('Keterangan', 'Description'),
        text('Satu atau dua kalimat yang menjelaskan nilai ini.', 'One or two sentences explaining this value.'),
      ),
      icon: field(
        text('Ikon', 'Icon'),
        text(
          'Nama ikon untuk desain mendatang; situs belum menampilkannya.',
          'An icon name for a future design; the site does not show it yet.',
        ),
      ),
    },
  },

  'organization.position': {
    name: text('Jabatan', 'Position'),
    fields: {
      title: field(
        text('Jabatan', 'Position'),
        text(
          'Wajib. Nama jabatan dalam bahasa versi ini; maks. 120 karakter.',
          "Required. The position's name in this version's language; at most 120 characters.",
        ),
        text('mis. Direktur Operasional', 'e.g. Operations Director'),
      ),
      level: field(
        text('Level', 'Level'),
        text(
          'Wajib. 1 untuk pucuk pimpinan, 2 untuk yang melapor kepadanya, dan seterusnya sampai 6.',
          'Required. 1 for the head, 2 for those reporting to them, and so on down to 6.',
        ),
        text('1', '1'),
      ),
      holder: field(
        text('Pejabat', 'Holder'),
        text(
          'Nama orang yang menjabat (opsional); tampil di bawah jabatan. Bila sama dengan nama seseorang di Manajemen perusahaan ini (versi bahasa yang sama), nama itu menautkan ke halamannya.',
          "The name of the person holding it (optional); shown below the position. When it is the name of someone in this company's Management (same language version), it links to their page.",
        ),
      ),
    },
  },
};
