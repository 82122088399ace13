import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { setTestPage } from '../../../__mocks__/gatsby-plugin-react-i18next';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it('links to the same detail page in the other language', () => {
    setTestPage('id', '/news/some-article');
    render(<LanguageSwitcher />);
    expect(screen.getByRole('link', { name: 'EN – Ganti bahasa ke English' })).toHaveAttribute('href', '/en/news/some-article');
    expect(screen.getByRole('link', { name: 'ID – Ganti bahasa ke Bahasa Indonesia' })).toHaveAttribute(
      'href',
      '/news/some-article',
    );
  });

  it('marks the current language', () => {
    setTestPage('en', '/');
    render(<LanguageSwitcher />);
    expect(screen.getByRole('link', { name: 'EN – Switch language to English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'EN – Switch language to English' })).toHaveAttribute('href', '/en');
  });

  it('stores the choice in localStorage and a cookie', () => {
    setTestPage('id', '/about');
    render(<LanguageSwitcher />);
    fireEvent.click(screen.getByRole('link', { name: 'EN – Ganti bahasa ke English' }));
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toContain('lang=en');
  });
});
