/** Design tokens: the only place colours, sizes and breakpoints live. */
export const colors = {
  primary: '#c8102e',
  primaryDark: '#9b0c23',
  secondary: '#0b3c49',
  secondaryLight: '#145a6b',
  text: '#1f2933',
  textMuted: '#52606d',
  background: '#ffffff',
  surface: '#f4f7f8',
  border: '#d9e2e5',
  white: '#ffffff',
  focus: '#ffbf47',
  danger: '#b42318',
  success: '#067647',
  /** WhatsApp's green, darkened enough for white text (contrast above 4.5:1). */
  whatsapp: '#0b7a3e',
  whatsappDark: '#075e2f',
} as const;

export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const;

export const sizes = {
  /** Navbar height from 992 px up, and below it. */
  navbarHeight: 116,
  navbarHeightCompact: 80,
  /** The navbar turns into the sticky light bar past this scroll position. */
  stickyNavbarThreshold: 80,
  contentWidth: 1140,
  toastMaxWidth: 350,
  radius: 8,
  /** The floating Contact and WhatsApp buttons: distance from the screen's edges, size, gap between them. */
  floatingActionsOffset: 16,
  floatingActionButton: 48,
  floatingActionsGap: 10,
} as const;

/**
 * Room the floating buttons take at the bottom of the screen (both stacked, with the same margin
 * above them): the end of every page keeps it free, and keyboard focus scrolls above it, so the
 * buttons never cover the last lines or a focused control.
 */
export const floatingActionsClearance =
  2 * sizes.floatingActionsOffset + 2 * sizes.floatingActionButton + sizes.floatingActionsGap;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;
