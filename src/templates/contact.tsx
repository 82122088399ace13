import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { SimplePage } from '../components/content/simple-page';
import { hydrateWhenIdle } from '../components/layout/hydrate-when-idle';
import { MainLayout } from '../components/layout/layouts';
import { Detail } from '../components/content/detail';
import { pageHead } from '../components/page-head';
import { externalUrl, mailtoHref, telHref } from '../cms/links';
import { colors, media } from '../theme/tokens';

type Data = Queries.ContactPageQuery;

/**
 * The form is in the static HTML from the start; its code loads when the page is idle, and the
 * code that checks and sends a message when a visitor first uses it: none of it is in the
 * JavaScript the page waits for.
 */
const ContactForm = hydrateWhenIdle<Record<string, never>>(() =>
  import(/* webpackChunkName: "contact-form" */ '../components/content/contact-form').then((module) => module.ContactForm),
);

export default function ContactPage({ data }: PageProps<Data>): React.ReactElement {
  const { t } = useTranslation();
  const page = data.page;
  const address = data.footer?.address;
  const map = externalUrl(page?.mapUrl);
  const phone = telHref(address?.phone);
  const email = mailtoHref(address?.email);
  return (
    <MainLayout footer={data.footer} interactive>
      <SimplePage
        title={page?.title ?? t('pages.contact')}
        lead={page?.intro}
        html={page?.body?.html}
        contentLanguage={page?.contentLanguage}
      >
        {address && (
          <Office>
            <h2>{address.label ?? t('contact.office')}</h2>
            <address>
              {[address.addressLine1, address.addressLine2, address.addressLine3].filter(Boolean).map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
            <dl>
              {address.phone && (
                <Detail term={t('contact.phone')}>{phone ? <a href={phone}>{address.phone}</a> : address.phone}</Detail>
              )}
              {address.fax && <Detail term={t('contact.fax')}>{address.fax}</Detail>}
              {address.email && (
                <Detail term={t('contact.email')}>{email ? <a href={email}>{address.email}</a> : address.email}</Detail>
              )}
              {page?.officeHours && <Detail term={t('contact.hours')}>{page.officeHours}</Detail>}
            </dl>
            {map && (
              <p>
                <a href={map} target="_blank" rel="noopener noreferrer">
                  {t('contact.map')} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
                </a>
              </p>
            )}
          </Office>
        )}
        <ContactForm />
      </SimplePage>
    </MainLayout>
  );
}

export const Head = pageHead<Data>((data, t) => ({
  title: data.page?.seo?.metaTitle ?? data.page?.title ?? t('pages.contact'),
  description: data.page?.seo?.metaDescription ?? data.page?.intro,
}));

const Office = styled.section`
  margin-top: 2rem;
  padding: 1.5rem;
  border-radius: 12px;
  background: ${colors.surface};
  address {
    font-style: normal;
    margin-bottom: 1rem;
  }
  dl {
    margin: 0 0 1rem;
  }
  /* Phones: the label above its value, which gets the full width (a long e-mail address wraps less). */
  dl div {
    display: grid;
    margin-bottom: 0.5rem;
    ${media.sm} {
      grid-template-columns: 7rem 1fr;
      gap: 0.75rem;
      margin-bottom: 0;
    }
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

export const query = graphql`
  query ContactPage($language: String!) {
    ...PageFrame
    page: strapiContactPage(language: { eq: $language }) {
      ...PageFields
      intro
      officeHours
      mapUrl
    }
  }
`;
