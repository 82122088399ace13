import { alt, field, order, picture, text, title } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Milestone content type (api::milestone.milestone), beside the schema it
 * explains: its name in the admin, and every field's label, help and example in Indonesian and
 * English. cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
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
} satisfies ModelGuide;
