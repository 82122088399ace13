import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { SimplePage } from '../components/content/simple-page';
import { RichText } from '../components/content/rich-text';
import { MainLayout } from '../components/layout/layouts';
import { Detail } from '../components/content/detail';
import { pageHead } from '../components/page-head';
import { externalUrl, mailtoHref } from '../cms/links';
import { formatDate } from '../i18n/format-date';
import { useLanguage } from '../i18n/use-language';
import { colors } from '../theme/tokens';

type Data = Queries.CareerPageQuery;
type Job = Data['jobs']['nodes'][number];

/** Where to apply: the posting's own URL, or an email with the position as subject. */
function applyHref(job: Job): string | null {
  const url = externalUrl(job.applyUrl);
  if (url) return url;
  const mail = mailtoHref(job.applyEmail);
  return mail ? `${mail}?subject=${encodeURIComponent(job.title ?? '')}` : null;
}

export default function CareerPage({ data }: PageProps<Data>): React.ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = data.page;
  const jobs = data.jobs.nodes;
  return (
    <MainLayout footer={data.footer}>
      <SimplePage
        title={page?.title ?? t('pages.career')}
        lead={page?.intro}
        html={page?.body?.html}
        image={page?.image}
        imageAlt={page?.imageAlt}
        contentLanguage={page?.contentLanguage}
      >
        <h2>{t('career.openings')}</h2>
        {jobs.length === 0 ? (
          <p>{t('career.empty')}</p>
        ) : (
          <Openings>
            {jobs.map((job) => {
              const href = applyHref(job);
              return (
                <li key={job.documentId} lang={job.contentLanguage}>
                  <h3>{job.title}</h3>
                  <dl>
                    {job.department && <Detail term={t('career.department')}>{job.department}</Detail>}
                    {job.location && <Detail term={t('career.location')}>{job.location}</Detail>}
                    {job.employmentType && <Detail term={t('career.type')}>{t(`career.types.${job.employmentType}`)}</Detail>}
                    {job.closingDate && (
                      <Detail term={t('career.closes')}>
                        <time dateTime={job.closingDate}>{formatDate(job.closingDate, language)}</time>
                      </Detail>
                    )}
                  </dl>
                  <RichText html={job.description?.html} />
                  {href && (
                    <ApplyLink href={href}>
                      {t('career.apply')}
                      {/* The name says which opening, and starts with what the button shows. */}
                      <span className="visually-hidden">: {job.title}</span>
                    </ApplyLink>
                  )}
                </li>
              );
            })}
          </Openings>
        )}
      </SimplePage>
    </MainLayout>
  );
}

export const Head = pageHead<Data>((data, t) => ({
  title: data.page?.seo?.metaTitle ?? data.page?.title ?? t('pages.career'),
  description: data.page?.seo?.metaDescription ?? data.page?.intro,
}));

const Openings = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    padding: 1.5rem;
    margin-bottom: 1.25rem;
    border: 1px solid ${colors.border};
    border-radius: 12px;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
    margin: 0 0 1rem;
  }
  dt {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const ApplyLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1.25rem;
  border-radius: 6px;
  background: ${colors.primary};
  color: ${colors.white};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${colors.primaryDark};
    color: ${colors.white};
  }
`;

export const query = graphql`
  query CareerPage($language: String!) {
    ...PageFrame
    page: strapiCareerPage(language: { eq: $language }) {
      ...PageFields
      intro
      imageAlt
      image {
        ...PageImage
      }
    }
    jobs: allStrapiJobOpening(filter: { language: { eq: $language } }, sort: [{ closingDate: ASC }, { title: ASC }]) {
      nodes {
        documentId
        contentLanguage
        title
        department
        location
        employmentType
        closingDate
        applyUrl
        applyEmail
        description {
          html
        }
      }
    }
  }
`;
