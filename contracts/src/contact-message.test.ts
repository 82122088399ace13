import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONTACT_MAX_LENGTH, MESSAGE_MIN_LENGTH, validateContactMessage } from './contact-message.ts';

const valid = {
  name: 'Dewi Lestari',
  email: 'dewi@example.co.id',
  phone: '+62 812 3456 7890',
  company: 'PT Contoh Sejahtera Abadi',
  subject: 'Penawaran pemeliharaan gedung',
  message: 'Kami ingin meminta penawaran jasa pemeliharaan untuk kantor kami di Surabaya.',
  consent: true,
  language: 'id',
};

const errorsOf = (input: unknown) => {
  const result = validateContactMessage(input);
  return result.ok ? {} : result.errors;
};

describe('the contact message', () => {
  it('is accepted complete, trimmed', () => {
    assert.deepEqual(validateContactMessage({ ...valid, name: '  Dewi Lestari ', subject: '\tPenawaran\n' }), {
      ok: true,
      value: { ...valid, subject: 'Penawaran' },
    });
  });

  it('is Indonesian when the form does not say, and refuses any other language', () => {
    const { language: _, ...withoutLanguage } = valid;
    assert.deepEqual(validateContactMessage(withoutLanguage), { ok: true, value: valid });
    assert.deepEqual(validateContactMessage({ ...valid, language: 'en' }), { ok: true, value: { ...valid, language: 'en' } });
    for (const language of ['fr', '', 'ID', 1, null]) assert.deepEqual(errorsOf({ ...valid, language }), { language: 'invalid' });
  });

  it('names every missing required field, whatever stands in for it', () => {
    const missing = { name: 'required', email: 'required', subject: 'required', message: 'required', consent: 'required' };
    assert.deepEqual(errorsOf({}), missing);
    for (const blank of ['', '   ', null, 42, ['x'], { x: 1 }]) {
      assert.deepEqual(errorsOf({ name: blank, email: blank, subject: blank, message: blank, consent: blank }), missing);
    }
  });

  it('answers a body that is no object with every required field missing, never a field of its own', () => {
    const missing = { name: 'required', email: 'required', subject: 'required', message: 'required', consent: 'required' };
    for (const body of [[], [1], 'pesan', 42, null, undefined, true])
      assert.deepEqual(errorsOf(body), missing, JSON.stringify(body));
  });

  it('takes only true as consent', () => {
    for (const consent of [false, 'yes', 'true', 1]) assert.deepEqual(errorsOf({ ...valid, consent }), { consent: 'required' });
  });

  it('checks the reply address and the phone number when given', () => {
    for (const email of ['not-an-email', 'a@b.c', 'dewi @example.co.id', `${'a'.repeat(250)}@x.id`]) {
      assert.deepEqual(errorsOf({ ...valid, email }), { email: 'invalid' }, email);
    }
    for (const phone of ['call me', '12', '+62 <script>'])
      assert.deepEqual(errorsOf({ ...valid, phone }), { phone: 'invalid' }, phone);
    assert.deepEqual(errorsOf({ ...valid, phone: '', company: '' }), {});
  });

  it('holds every field to its limit, exactly', () => {
    for (const [field, limit] of Object.entries(CONTACT_MAX_LENGTH)) {
      const at = field === 'phone' ? `+${'1'.repeat(limit - 1)}` : 'x'.repeat(limit);
      assert.deepEqual(errorsOf({ ...valid, [field]: at }), {}, `${field} at ${limit}`);
      assert.deepEqual(errorsOf({ ...valid, [field]: `${at}1` }), { [field]: 'tooLong' }, `${field} over ${limit}`);
    }
    assert.deepEqual(errorsOf({ ...valid, message: 'x'.repeat(MESSAGE_MIN_LENGTH) }), {});
    assert.deepEqual(errorsOf({ ...valid, message: ` ${'x'.repeat(MESSAGE_MIN_LENGTH - 1)} ` }), { message: 'tooShort' });
  });
});
