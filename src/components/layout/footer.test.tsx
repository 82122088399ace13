import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { setTestPage } from '../../../__mocks__/gatsby-plugin-react-i18next';
import { Footer, type FooterData } from './footer';

const footer = (overrides: Partial<FooterData> = {}): FooterData => ({
  contentLanguage: 'id',
  youtube: 'https://www.youtube.com/@example',
  facebook: 'https://www.facebook.com/example',
  twitter: null,
  instagram: null,
  tiktok: 'javascript:alert(1)',
  linkedin: null,
  lighthouseLogo: null,
  address: {
    label: 'Kantor Pusat',
    addressLine1: 'Gedung Mercusuar Lt. 12',
    addressLine2: 'Jl. Jenderal Sudirman Kav. 45',
    addressLine3: 'Jakarta Selatan 12930',
    phone: '+62 21 5790 1234',
    fax: '+62 21 5790 1235',
    email: 'info@example.co.id',
  },
  ...overrides,
});

describe('Footer', () => {
  beforeEach(() => setTestPage('id', '/about'));

  it('shows only the social networks that have a safe link', () => {
    render(<Footer data={footer()} />);
    const social = within(screen.getByRole('list', { name: 'Media sosial' }));
    expect(social.getByRole('link', { name: 'Mercusuar Group di Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/example',
    );
    expect(social.getByRole('link', { name: 'Mercusuar Group di YouTube' })).toBeInTheDocument();
    expect(social.queryByRole('link', { name: /TikTok/ })).toBeNull();
    expect(social.queryByRole('link', { name: /Instagram/ })).toBeNull();
  });

  it('links the footer pages in the current language', () => {
    setTestPage('en', '/about');
    render(<Footer data={footer()} />);
    const links = within(screen.getByRole('navigation', { name: 'Links' }));
    expect(links.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/en/privacy-policy');
    expect(links.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/en/terms-conditions');
    expect(links.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/en/contact');
    expect(links.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/en/sitemap');
  });

  it('shows the address block with callable phone and mail links', () => {
    render(<Footer data={footer()} />);
    expect(screen.getByText('Kantor Pusat')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+62 21 5790 1234' })).toHaveAttribute('href', 'tel:+622157901234');
    expect(screen.getByRole('link', { name: 'info@example.co.id' })).toHaveAttribute('href', 'mailto:info@example.co.id');
  });

  it('ends with the 2022 copyright line naming the product', () => {
    render(<Footer data={footer()} />);
    expect(screen.getByText('Hak cipta © 2022 Mercusuar Group. Seluruh hak dilindungi.')).toBeInTheDocument();
  });

  it('still renders its links when the CMS has no footer', () => {
    render(<Footer data={null} />);
    expect(screen.getByRole('link', { name: 'Peta Situs' })).toHaveAttribute('href', '/sitemap');
  });
});
