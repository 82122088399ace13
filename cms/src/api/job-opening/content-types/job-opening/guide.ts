import { field, richText, text, title, website } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Job opening content type (api::job-opening.job-opening), beside the schema
 * it explains: its name in the admin, and every field's label, help and example in Indonesian and
 * English. cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
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
} satisfies ModelGuide;
