import React, { useEffect, useId, useRef, useState } from 'react';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import styled, { css } from 'styled-components';
import { MENU, type MenuItem } from '../../routes';
import { hydratedInTurn } from '../../runtime/hydration-turns';
import { colors, media, sizes } from '../../theme/tokens';
import { Icon } from '../icons';
import { LocalisedLink } from '../localised-link';
import { LanguageSwitcher } from './language-switcher';
import { SearchLink } from './search-link';
import { useDisclosure } from './use-disclosure';

/** True once the page has scrolled past the sticky-navbar threshold. */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

const isActive = (item: MenuItem, path: string): boolean =>
  item.path === path || (item.children ?? []).some((child) => isActive(child, path));

/** A menu entry that is a page: its link, marked as the page shown where it is. */
function PageEntry({
  item,
  currentPath,
  link: Link,
}: {
  item: MenuItem;
  currentPath: string;
  link: typeof LocalisedLink | typeof MenuLink;
}): React.ReactElement {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={item.path ?? '/'} aria-current={item.path === currentPath ? 'page' : undefined}>
        {t(`menu.${item.labelKey}`)}
      </Link>
    </li>
  );
}

function Submenu({ item, currentPath }: { item: MenuItem; currentPath: string }): React.ReactElement {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  const [open, toggle] = useDisclosure(ref);

  return (
    <li ref={ref}>
      <MenuButton type="button" aria-expanded={open} aria-controls={id} $active={isActive(item, currentPath)} onClick={toggle}>
        {t(`menu.${item.labelKey}`)}
        <Icon name="chevronDown" size={18} />
      </MenuButton>
      <Dropdown id={id} hidden={!open}>
        {item.children?.map((child) => (
          <PageEntry key={child.labelKey} item={child} currentPath={currentPath} link={LocalisedLink} />
        ))}
      </Dropdown>
    </li>
  );
}

/** The site's pages, one link or submenu each. */
function MainMenu(): React.ReactElement {
  const { originalPath } = useI18next();
  return (
    <MenuList>
      {MENU.map((item) =>
        item.children ? (
          <Submenu key={item.labelKey} item={item} currentPath={originalPath} />
        ) : (
          <PageEntry key={item.labelKey} item={item} currentPath={originalPath} link={MenuLink} />
        ),
      )}
    </MenuList>
  );
}

// The bar's parts, each hydrated in a task of its own after the bar (src/runtime/hydration-turns.tsx).
const MainMenuInTurn = hydratedInTurn(MainMenu);
export const SearchLinkInTurn = hydratedInTurn(SearchLink);
export const LanguageSwitcherInTurn = hydratedInTurn(LanguageSwitcher);

/** The logo, the menu button and the menu: hydrated a task after the page, its parts after it. */
const NavbarBar = hydratedInTurn(function NavbarBar(): React.ReactElement {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Bar>
      <LocalisedLink to="/" className="brand">
        <img src="/logo.svg" alt={t('site.logoAlt')} width={176} height={48} />
      </LocalisedLink>
      <MenuToggle type="button" aria-expanded={menuOpen} aria-controls="main-menu" onClick={() => setMenuOpen(!menuOpen)}>
        <Icon name={menuOpen ? 'close' : 'menu'} />
        <span className="visually-hidden">{t(menuOpen ? 'menu.close' : 'menu.open')}</span>
      </MenuToggle>
      <Nav aria-label={t('menu.label')} id="main-menu" $open={menuOpen}>
        <MainMenuInTurn />
        <SearchLinkInTurn inMenu />
        <LanguageSwitcherInTurn />
      </Nav>
    </Bar>
  );
});

/**
 * The light bar on pages without a hero; transparent with white text over a page's hero (home);
 * either way the light sticky bar once scrolled past 80 px.
 */
export function Navbar({ overHero = false }: { overHero?: boolean }): React.ReactElement {
  const sticky = useScrolledPast(sizes.stickyNavbarThreshold);
  return (
    <Header $sticky={sticky} $overHero={overHero && !sticky} data-sticky={sticky}>
      <NavbarBar />
    </Header>
  );
}

const Header = styled.header<{ $sticky: boolean; $overHero: boolean }>`
  position: absolute;
  inset: 0 0 auto 0;
  z-index: 50;
  color: ${colors.secondary};
  background: rgba(255, 255, 255, 0.88);
  transition:
    background-color 0.2s ease,
    box-shadow 0.2s ease;
  ${({ $sticky }) =>
    $sticky &&
    css`
      position: fixed;
      background: ${colors.white};
      box-shadow: 0 2px 12px rgba(11, 60, 73, 0.15);
    `}
  ${({ $overHero }) =>
    $overHero &&
    css`
      /* Over the hero's dark top: no bar, white logo and text (the opened phone menu stays light). */
      background: transparent;
      color: ${colors.white};
      .brand img {
        filter: brightness(0) invert(1);
      }
      ${media.lg} {
        /* White on the hero, the current page and hover underlined (the bar's red would not read). */
        ${MenuLink}, ${MenuButton}, ${MenuLink}[aria-current='page'], ${MenuButton}:hover, ${MenuLink}:hover {
          color: ${colors.white};
        }
        ${MenuLink}[aria-current='page'],
        ${MenuLink}:hover,
        ${MenuButton}:hover,
        ${MenuButton}[aria-expanded='true'] {
          text-decoration: underline;
          text-underline-offset: 0.4em;
        }
      }
    `}
`;

const Bar = styled.div`
  max-width: ${sizes.contentWidth + 80}px;
  margin: 0 auto;
  padding: 0 1.25rem;
  height: ${sizes.navbarHeightCompact}px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  ${media.lg} {
    height: ${sizes.navbarHeight}px;
  }
  .brand {
    display: inline-flex;
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${media.lg} {
    display: none;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  position: absolute;
  top: ${sizes.navbarHeightCompact}px;
  left: 0;
  right: 0;
  flex-direction: column;
  gap: 1rem;
  padding: 1rem 1.25rem 1.5rem;
  background: ${colors.white};
  box-shadow: 0 8px 16px rgba(11, 60, 73, 0.15);
  ${media.lg} {
    display: flex;
    position: static;
    flex-direction: row;
    align-items: center;
    padding: 0;
    background: transparent;
    box-shadow: none;
  }
`;

const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  ${media.lg} {
    flex-direction: row;
    align-items: center;
  }
  > li {
    position: relative;
  }
`;

const menuItemStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 0.2rem;
  min-height: 44px;
  padding: 0 0.7rem;
  font: inherit;
  font-weight: 600;
  color: ${colors.secondary};
  text-decoration: none;
  background: none;
  border: 0;
  cursor: pointer;
  &:hover,
  &[aria-current='page'] {
    color: ${colors.primary};
  }
`;

const MenuLink = styled(LocalisedLink)`
  ${menuItemStyle}
`;

const MenuButton = styled.button<{ $active: boolean }>`
  ${menuItemStyle}
  ${({ $active }) => $active && `color: ${colors.primary};`}
`;

const Dropdown = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.25rem 0 0.25rem 1rem;
  ${media.lg} {
    position: absolute;
    top: 100%;
    left: 0;
    min-width: 230px;
    padding: 0.5rem 0;
    background: ${colors.white};
    border-radius: 8px;
    box-shadow: 0 10px 24px rgba(11, 60, 73, 0.18);
  }
  a {
    display: block;
    padding: 0.6rem 1rem;
    color: ${colors.secondary};
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${colors.primary};
    background: ${colors.surface};
  }
`;
