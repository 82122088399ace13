import { graphql } from 'gatsby';

/**
 * What every page's query reads besides its own content: the page's UI strings (`locales`, which
 * gatsby-plugin-react-i18next reads by that name) and the footer, in the page's language. Spread at
 * the root of each template's page query (`...PageFrame`), which declares `$language`.
 */
export const pageFrameFragment = graphql`
  fragment PageFrame on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { eq: "common" } }) {
      ...Translations
    }
    footer: strapiFooter(language: { eq: $language }) {
      ...FooterFields
    }
  }
`;
