import { graphql } from 'gatsby';

/** What every CMS page type shares (the StrapiPage interface), selected once for the page templates. */
export const pageFields = graphql`
  fragment PageFields on StrapiPage {
    contentLanguage
    title
    body {
      html
    }
    seo {
      metaTitle
      metaDescription
    }
  }
`;
