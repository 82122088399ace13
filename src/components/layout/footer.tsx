import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { externalUrl, mailtoHref, telHref } from '../../cms/links';
import { COPYRIGHT_YEAR, SITE_NAME } from '../../site';
import { colors, floatingActionsClearance, media } from '../../theme/tokens';
import { Container } from '../content/container';
import { Picture } from '../content/picture';
import { ChannelIcon, type ChannelIconName } from './channel-icons';
import { LocalisedLink } from '../localised-link';

export const footerFragment = graphql`
  fragment FooterFields on StrapiFooter {
    contentLanguage
    youtube
    facebook
    twitter
    instagram
    tiktok
    linkedin
    lighthouseLogo {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(height: 56, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
        }
      }
    }
    address {
      label
      addressLine1
      addressLine2
      addressLine3
      phone
      fax
      email
    }
  }
`;

const SOCIAL_NETWORKS: ReadonlyArray<{ field: 'facebook' | 'twitter' | 'instagram' | 'tiktok' | 'linkedin'; name: string }> = [
  { field: 'facebook', name: 'Facebook' },
  { field: 'twitter', name: 'X (Twitter)' },
  { field: 'instagram', name: 'Instagram' },
  { field: 'tiktok', name: 'TikTok' },
  { field: 'linkedin', name: 'LinkedIn' },
];

const FOOTER_LINKS = [
  { key: 'privacyPolicy', path: '/privacy-policy' },
  { key: 'termsConditions', path: '/terms-conditions' },
  { key: 'contactUs', path: '/contact' },
  { key: 'sitemap', path: '/sitemap' },
] as const;

export type FooterData = Queries.FooterFieldsFragment;

export function Footer({ data }: { data: FooterData | null | undefined }): React.ReactElement {
  const { t } = useTranslation();
  const youtube = externalUrl(data?.youtube);
  const logo = data?.lighthouseLogo?.localFile?.childImageSharp?.gatsbyImageData;
  const address = data?.address;
  const socials = SOCIAL_NETWORKS.map((network) => ({ ...network, href: externalUrl(data?.[network.field]) })).filter(
    (network): network is typeof network & { href: string } => network.href !== null,
  );
  const phone = telHref(address?.phone);
  const email = mailtoHref(address?.email);

  return (
    <FooterBar>
      <Columns>
        <div>
          <SmallHeading>{t('footer.source')}</SmallHeading>
          {logo && youtube ? (
            <a href={youtube} target="_blank" rel="noopener noreferrer">
              <Picture image={logo} alt={`${t('footer.videoChannel', { name: SITE_NAME })} ${t('common.opensInNewTab')}`} />
            </a>
          ) : logo ? (
            <Picture image={logo} alt={data?.lighthouseLogo?.alternativeText || SITE_NAME} />
          ) : null}
          {socials.length > 0 && (
            <SocialList aria-label={t('footer.social')}>
              {[...(youtube ? [{ field: 'youtube' as ChannelIconName, name: 'YouTube', href: youtube }] : []), ...socials].map(
                ({ field, name, href }) => (
                  <li key={field}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('footer.followOn', { name: SITE_NAME, network: name })}
                    >
                      <ChannelIcon name={field as ChannelIconName} />
                    </a>
                  </li>
                ),
              )}
            </SocialList>
          )}
        </div>

        <nav aria-label={t('footer.links')}>
          <SmallHeading>{t('footer.links')}</SmallHeading>
          <LinkList>
            {FOOTER_LINKS.map(({ key, path }) => (
              <li key={key}>
                <LocalisedLink to={path}>{t(`footer.${key}`)}</LocalisedLink>
              </li>
            ))}
          </LinkList>
        </nav>

        {address && (
          <address lang={data?.contentLanguage ?? undefined}>
            <SmallHeading as="p">{address.label}</SmallHeading>
            {/* Keyed by position: two lines may say the same. */}
            {[address.addressLine1, address.addressLine2, address.addressLine3].filter(Boolean).map((line, index) => (
              <span key={index}>
                {line}
                <br />
              </span>
            ))}
            {address.phone && (
              <span>
                {t('footer.phone')}: {phone ? <a href={phone}>{address.phone}</a> : address.phone}
                <br />
              </span>
            )}
            {address.fax && (
              <span>
                {t('footer.fax')}: {address.fax}
                <br />
              </span>
            )}
            {address.email && (
              <span>
                {t('footer.email')}: {email ? <a href={email}>{address.email}</a> : address.email}
              </span>
            )}
          </address>
        )}
      </Columns>
      <Copyright>{t('footer.copyright', { year: COPYRIGHT_YEAR, name: SITE_NAME })}</Copyright>
    </FooterBar>
  );
}

const FooterBar = styled.footer`
  background: ${colors.secondary};
  color: ${colors.white};
  /* Room below the copyright for the floating buttons, so they cover no text at the end. */
  padding: 3rem 0 ${floatingActionsClearance}px;
  a {
    color: ${colors.white};
  }
  a:hover {
    color: #ffd7dd;
  }
  address {
    font-style: normal;
    line-height: 1.7;
  }
`;

const Columns = styled(Container)`
  display: grid;
  gap: 2rem;
  ${media.md} {
    grid-template-columns: 1.2fr 1fr 1.4fr;
  }
`;

const SmallHeading = styled.h2`
  color: ${colors.white};
  font-size: 0.85rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  margin-bottom: 0.75rem;
  font-weight: 700;
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    margin-bottom: 0.5rem;
  }
`;

const SocialList = styled.ul`
  list-style: none;
  display: flex;
  gap: 0.5rem;
  margin: 1rem 0 0;
  padding: 0;
  a {
    display: inline-flex;
    width: 44px;
    height: 44px;
    align-items: center;
    justify-content: center;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Copyright = styled(Container).attrs({ as: 'p' })`
  margin-top: 2.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: 0.9rem;
  text-align: center;
`;
