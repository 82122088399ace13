/**
 * The screens the live preview shows the page on: the page is laid out at the device's width and
 * height, then scaled down to the panel's width (never up).
 */
export const DEVICES = {
  phone: { width: 390, height: 780 },
  desktop: { width: 1280, height: 900 },
} as const;

export type Device = keyof typeof DEVICES;

/** The scale that fits a page `pageWidth` wide into `panelWidth`: at most 1, 0 before the panel is measured. */
export const frameScale = (panelWidth: number, pageWidth: number): number =>
  panelWidth > 0 && pageWidth > 0 ? Math.min(1, panelWidth / pageWidth) : 0;
