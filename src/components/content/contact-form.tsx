import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { ContactErrorCode, ContactField } from '@site/contracts/contact-message';
import { useLanguage } from '../../i18n/use-language';
import type { ContactResult } from '../../runtime/contact-client';
import { useHydrated } from '../../runtime/use-hydrated';
import { colors, sizes } from '../../theme/tokens';
import { LocalisedLink } from '../localised-link';
import { primaryButton } from './buttons';

type Errors = Partial<Record<ContactField, ContactErrorCode>>;
type Toast = { kind: 'success' | 'error'; text: string } | null;

/** Inlined by Gatsby at build time, so the same for every render: the notice under the button. */
const hasCaptcha = Boolean(process.env.GATSBY_RECAPTCHA_SITE_KEY);

/** Validation, sending and captcha: loaded on first use of the form (./contact-sending.ts). */
const loadSending = () => import(/* webpackChunkName: "contact-sending" */ './contact-sending');

const TEXT_FIELDS: ReadonlyArray<{
  name: Exclude<ContactField, 'consent' | 'language'>;
  type?: string;
  required?: boolean;
  autoComplete: string;
}> = [
  { name: 'name', required: true, autoComplete: 'name' },
  { name: 'email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'subject', required: true, autoComplete: 'off' },
];

/**
 * The contact form: checked in the browser with the CMS's own rules, sent to the CMS, success and
 * failure shown as toasts. The code that checks and sends, and the captcha, load on first use.
 */
export function ContactForm(): React.ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [toast, setToast] = useState<Toast>(null);
  // Until its code runs, the form cannot be sent (the static HTML has no handler to send it): the
  // button stays disabled, so neither a click nor Enter submits it natively. False in the static
  // HTML and while hydrating, true after.
  const ready = useHydrated();

  const errorText = (field: ContactField, code: ContactErrorCode): string =>
    field === 'consent' ? t('contactForm.errors.consent') : t(`contactForm.errors.${code}`, { field: t(`contactForm.${field}`) });

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      phone: String(data.get('phone') ?? ''),
      company: String(data.get('company') ?? ''),
      subject: String(data.get('subject') ?? ''),
      message: String(data.get('message') ?? ''),
      consent: data.get('consent') === 'on',
      language,
    };
    let sender: Awaited<ReturnType<typeof loadSending>>;
    try {
      sender = await loadSending();
    } catch {
      setToast({ kind: 'error', text: t('contactForm.failure.network') }); // offline before the code arrived
      return;
    }
    const checked = sender.validateContactMessage(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      setToast({ kind: 'error', text: t('contactForm.failure.validation') });
      return;
    }
    setErrors({});
    setSending(true);
    const result: ContactResult = await sender.sendContactMessage(checked.value, String(data.get('website') ?? ''));
    setSending(false);
    if (result.ok) {
      form.current?.reset();
      setToast({ kind: 'success', text: t('contactForm.success') });
    } else {
      if (result.kind === 'validation') showErrors(result.fields);
      setToast({ kind: 'error', text: t(`contactForm.failure.${result.kind}`) });
    }
  };

  // The sending code and the captcha script load once, when a visitor starts on the form, never
  // with the page.
  useEffect(() => {
    const element = form.current;
    if (!element) return undefined;
    const onFirstUse = () =>
      loadSending()
        .then((sender) => sender.prepareCaptcha())
        .catch(() => undefined);
    element.addEventListener('focusin', onFirstUse, { once: true });
    return () => element.removeEventListener('focusin', onFirstUse);
  }, []);

  const describedBy = (field: ContactField) => (errors[field] ? `contact-${field}-error` : undefined);
  const fieldError = (field: ContactField) =>
    errors[field] ? (
      <ErrorText id={`contact-${field}-error`}>{errorText(field, errors[field] as ContactErrorCode)}</ErrorText>
    ) : null;

  return (
    <Section aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contactForm.title')}</h2>
      <p>{t('contactForm.intro')}</p>
      <form ref={form} noValidate onSubmit={onSubmit}>
        <Grid>
          {TEXT_FIELDS.map(({ name, type = 'text', required, autoComplete }) => (
            <Field key={name}>
              <label htmlFor={`contact-${name}`}>
                {t(`contactForm.${name}`)}
                {required && <span aria-hidden="true"> *</span>}
              </label>
              <input
                id={`contact-${name}`}
                name={name}
                type={type}
                autoComplete={autoComplete}
                required={required}
                aria-required={required}
                aria-invalid={Boolean(errors[name])}
                aria-describedby={describedBy(name)}
              />
              {fieldError(name)}
            </Field>
          ))}
        </Grid>
        <Field>
          <label htmlFor="contact-message">
            {t('contactForm.message')}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={6}
            required
            aria-required
            aria-invalid={Boolean(errors.message)}
            aria-describedby={describedBy('message')}
          />
          {fieldError('message')}
        </Field>
        <Honeypot aria-hidden="true">
          <label htmlFor="contact-website">{t('contactForm.honeypot')}</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </Honeypot>
        <Consent>
          <input
            id="contact-consent"
            name="consent"
            type="checkbox"
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={describedBy('consent')}
          />
          <label htmlFor="contact-consent">
            {t('contactForm.consent')} <LocalisedLink to="/privacy-policy">{t('contactForm.privacyLink')}</LocalisedLink>
          </label>
        </Consent>
        {fieldError('consent')}
        <Submit type="submit" disabled={sending || !ready} aria-disabled={sending || !ready}>
          {sending ? t('contactForm.sending') : t('contactForm.submit')}
        </Submit>
        {hasCaptcha && <Small>{t('contactForm.captchaNotice')}</Small>}
      </form>
      <ToastArea>
        <div role="status">{toast?.kind === 'success' && <ToastBox $kind="success">{toast.text}</ToastBox>}</div>
        <div role="alert">
          {toast?.kind === 'error' && (
            <ToastBox $kind="error">
              {toast.text}
              <button type="button" onClick={() => setToast(null)}>
                {t('contactForm.dismiss')}
              </button>
            </ToastBox>
          )}
        </div>
      </ToastArea>
    </Section>
  );
}

const Section = styled.section`
  margin-top: 2.5rem;
`;

const Grid = styled.div`
  display: grid;
  gap: 0 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
    margin-bottom: 0.35rem;
  }
  input,
  textarea {
    font: inherit;
    padding: 0.65rem 0.75rem;
    border: 1px solid #8a99a8;
    border-radius: 6px;
    min-height: 44px;
  }
  [aria-invalid='true'] {
    border-color: ${colors.danger};
  }
`;

const ErrorText = styled.p`
  margin: 0.35rem 0 0;
  color: ${colors.danger};
  font-size: 0.95rem;
`;

const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Consent = styled.div`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  margin: 0.5rem 0;
  input {
    width: 22px;
    height: 22px;
    margin-top: 0.15rem;
    flex: none;
  }
`;

const Submit = styled.button`
  ${primaryButton}
  margin-top: 1rem;
  &[disabled] {
    opacity: 0.7;
    cursor: progress;
  }
`;

const Small = styled.p`
  font-size: 0.85rem;
  color: ${colors.textMuted};
  margin-top: 0.75rem;
`;

const ToastArea = styled.div`
  position: fixed;
  top: calc(${sizes.navbarHeightCompact}px + 1rem);
  right: 1rem;
  z-index: 70;
  max-width: min(${sizes.toastMaxWidth}px, calc(100vw - 2rem));
`;

const ToastBox = styled.p<{ $kind: 'success' | 'error' }>`
  margin: 0;
  padding: 0.9rem 1rem;
  border-radius: 8px;
  color: ${colors.white};
  background: ${({ $kind }) => ($kind === 'success' ? colors.success : colors.danger)};
  box-shadow: 0 8px 20px rgba(0, 0, 0, 0.25);
  button {
    display: block;
    margin-top: 0.5rem;
    border: 1px solid ${colors.white};
    border-radius: 4px;
    background: transparent;
    color: inherit;
    font: inherit;
    padding: 0.25rem 0.75rem;
    cursor: pointer;
  }
`;
