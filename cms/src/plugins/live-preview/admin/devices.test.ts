/**
 * @jest-environment node
 */
import { DEVICES, frameScale } from './devices';

describe('the live preview’s screens', () => {
  it('fits the page into the panel, never larger than life', () => {
    expect(frameScale(300, DEVICES.phone.width)).toBeCloseTo(300 / 390);
    expect(frameScale(320, DEVICES.desktop.width)).toBe(0.25);
    expect(frameScale(1600, DEVICES.desktop.width)).toBe(1);
    expect(frameScale(0, DEVICES.phone.width)).toBe(0);
  });
});
