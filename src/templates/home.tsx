import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { Card, CardBody } from '../components/content/cards';
import { CmsImage } from '../components/content/cms-image';
import { NewsCard } from '../components/content/news-card';
import { CardGrid, Container, Section } from '../components/content/container';
import { RichText } from '../components/content/rich-text';
import { MainLayout } from '../components/layout/layouts';
import { LocalisedLink } from '../components/localised-link';
import { pageHead } from '../components/page-head';
import { colors, media, sizes } from '../theme/tokens';

type Data = Queries.HomePageQuery;

export default function HomePage({ data }: PageProps<Data>): React.ReactElement {
  const { t } = useTranslation();
  const home = data.page;
  const lang = home?.contentLanguage ?? undefined;

  return (
    <MainLayout footer={data.footer} hero>
      <Hero>
        <CmsImage image={home?.heroImage} localisedAlt={home?.heroImageAlt} className="hero-image" loading="eager" />
        <HeroText lang={lang}>
          <h1>{home?.heroTitle ?? t('site.name')}</h1>
          {home?.heroSubtitle && <p>{home.heroSubtitle}</p>}
        </HeroText>
      </Hero>

      {home?.intro?.html && (
        <Section>
          <Container>
            <RichText html={home.intro.html} lang={lang} />
          </Container>
        </Section>
      )}

      <HomeSection id="home-units" title={t('home.businessUnits')} more={{ to: '/business-unit', label: t('home.allUnits') }}>
        <CardGrid>
          {data.units.nodes.map((unit) => (
            <Card key={unit.documentId} lang={unit.contentLanguage}>
              <CardBody>
                <CmsImage image={unit.logo} alt="" className="unit-logo" />
                <h3>{unit.name}</h3>
                <p>{unit.summary}</p>
              </CardBody>
            </Card>
          ))}
        </CardGrid>
      </HomeSection>

      <HomeSection id="home-news" title={t('home.latestNews')} surface more={{ to: '/news', label: t('home.allNews') }}>
        <CardGrid>
          {data.news.map((article) => (
            <NewsCard key={article.documentId} article={article} headingLevel="h3" />
          ))}
        </CardGrid>
      </HomeSection>

      <HomeSection id="home-clients" title={t('home.clients')} more={{ to: '/client', label: t('home.allClients') }}>
        <Logos>
          {data.clients.nodes.map((client) => (
            <li key={client.documentId}>
              <CmsImage image={client.logo} alt={client.name ?? ''} />
            </li>
          ))}
        </Logos>
      </HomeSection>
    </MainLayout>
  );
}

/** A section of the home page: its title, a taste of a collection, and the link to all of it. */
function HomeSection({
  id,
  title,
  surface = false,
  more,
  children,
}: {
  id: string;
  title: string;
  surface?: boolean;
  more: { to: string; label: string };
  children: React.ReactNode;
}): React.ReactElement {
  return (
    <Section aria-labelledby={id} style={surface ? { background: colors.surface } : undefined}>
      <Container>
        <SectionTitle id={id}>{title}</SectionTitle>
        {children}
        <p>
          <LocalisedLink to={more.to}>{more.label}</LocalisedLink>
        </p>
      </Container>
    </Section>
  );
}

export const Head = pageHead<Data>((data, t) => ({
  title: data.page?.seo?.metaTitle ?? t('site.name'),
  description: data.page?.seo?.metaDescription ?? data.page?.heroSubtitle,
}));

const Hero = styled.div`
  position: relative;
  display: grid;
  min-height: ${420 + sizes.navbarHeightCompact}px;
  background: ${colors.secondary};
  ${media.lg} {
    min-height: ${520 + sizes.navbarHeight}px;
  }
  > * {
    grid-area: 1 / 1;
  }
  .hero-image {
    opacity: 0.55;
  }
  /* The transparent navbar's white text stays readable on any picture. */
  &::before {
    content: '';
    z-index: 1;
    grid-area: 1 / 1;
    align-self: start;
    height: ${sizes.navbarHeight + 40}px;
    background: linear-gradient(rgba(6, 33, 40, 0.75), rgba(6, 33, 40, 0));
    pointer-events: none;
  }
`;

const HeroText = styled(Container)`
  position: relative;
  z-index: 2;
  align-self: center;
  color: ${colors.white};
  /* Below the navbar that lies over the hero. */
  padding-top: ${sizes.navbarHeightCompact + 32}px;
  padding-bottom: 2rem;
  ${media.lg} {
    padding-top: ${sizes.navbarHeight + 32}px;
  }
  h1 {
    color: ${colors.white};
    max-width: 40rem;
    ${media.md} {
      font-size: 3rem;
    }
  }
  p {
    max-width: 36rem;
    font-size: 1.2rem;
  }
`;

const SectionTitle = styled.h2`
  margin-bottom: 1.5rem;
`;

const Logos = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  li {
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 0.75rem;
    border: 1px solid ${colors.border};
    border-radius: 8px;
    background: ${colors.white};
  }
`;

export const query = graphql`
  query HomePage($language: String!) {
    ...PageFrame
    page: strapiHome(language: { eq: $language }) {
      contentLanguage
      heroTitle
      heroSubtitle
      heroImageAlt
      heroImage {
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
      intro {
        html
      }
      seo {
        metaTitle
        metaDescription
      }
    }
    units: allStrapiBusinessUnit(filter: { language: { eq: $language } }, sort: { order: ASC }, limit: 4) {
      nodes {
        documentId
        contentLanguage
        name
        summary
        logo {
          ...LogoImage
        }
      }
    }
    news: newsNewestFirst(language: $language, limit: 3) {
      ...NewsCardFields
    }
    clients: allStrapiClient(filter: { language: { eq: $language } }, sort: { order: ASC }, limit: 8) {
      nodes {
        documentId
        name
        logo {
          ...LogoImage
        }
      }
    }
  }
`;
