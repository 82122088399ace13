import { field, text } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Contact message content type (api::contact-message.contact-message),
 * beside the schema it explains: its name in the admin, and every field's label, help and example
 * in Indonesian and English. cms/src/plugins/field-guide/guide/index.ts collects it with the
 * others.
 */
export default {
  name: text('Pesan kontak', 'Contact message'),
  fields: {
    name: field(text('Nama', 'Name'), text('Nama yang ditulis pengunjung.', 'The name the visitor wrote.')),
    email: field(text('E-mail', 'E-mail'), text('Alamat balasan pengunjung.', "The visitor's reply address.")),
    phone: field(text('Telepon', 'Phone'), text('Telepon pengunjung (opsional).', "The visitor's phone (optional).")),
    company: field(text('Perusahaan', 'Company'), text('Perusahaan pengunjung (opsional).', "The visitor's company (optional).")),
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
        text('Diisi CMS: kapan sebuah instans CMS mulai mengirimnya.', 'Set by the CMS: when a CMS instance started sending it.'),
      ),
      readOnly: true,
    },
  },
  list: { columns: ['name', 'email', 'subject', 'mailStatus', 'createdAt'], sortBy: 'createdAt', sortOrder: 'DESC' },
} satisfies ModelGuide;
