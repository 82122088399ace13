import { graphql } from 'gatsby';

/** Image sizes the templates share, so every page asks sharp for the same few variants. */
export const imageFragments = graphql`
  fragment PageImage on StrapiMedia {
    alternativeText
    localFile {
      childImageSharp {
        gatsbyImageData(width: 720, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
  fragment CardImage on StrapiMedia {
    alternativeText
    localFile {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.6, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
  fragment LogoImage on StrapiMedia {
    alternativeText
    localFile {
      childImageSharp {
        gatsbyImageData(height: 80, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP])
      }
    }
  }
  fragment PortraitImage on StrapiMedia {
    alternativeText
    localFile {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 0.8, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;
