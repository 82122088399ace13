import { graphql } from 'gatsby';

/** The UI strings every page query loads for gatsby-plugin-react-i18next. */
export const translationsFragment = graphql`
  fragment Translations on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
