import { company, field, picture, richText, text, title } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Organization chart content type
 * (api::organization-chart.organization-chart), beside the schema it explains: its name in the
 * admin, and every field's label, help and example in Indonesian and English.
 * cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
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
} satisfies ModelGuide;
