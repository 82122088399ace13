import React from 'react';

/** One 24×24 path in currentColor, decorative: the link or button around it carries the label. */
export function PathIcon({ path, size = 24 }: { path: string; size?: number }): React.ReactElement {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={path} fillRule="evenodd" />
    </svg>
  );
}

/** The controls' icons (navbar, back button): in every page's first-load JavaScript, so only these. */
const PATHS = {
  arrowLeft: 'M11 5l1.4 1.4L7.8 11H20v2H7.8l4.6 4.6L11 19l-7-7z',
  chevronDown: 'M6.4 8.6 12 14.2l5.6-5.6L19 10l-7 7-7-7z',
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z',
  search: 'M9.5 3a6.5 6.5 0 0 1 5.2 10.4l5.5 5.5-1.4 1.4-5.5-5.5A6.5 6.5 0 1 1 9.5 3zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }): React.ReactElement {
  return <PathIcon path={PATHS[name]} size={size} />;
}
