import { describe, expect, it } from 'vitest';
import {
  clampScale,
  clampView,
  doubleTapScale,
  FITTED,
  fitSize,
  MIN_MAX_SCALE,
  maxScale,
  pan,
  pinch,
  stepScale,
  swipeDirection,
  wheelScale,
  zoomAt,
  zoomPercent,
} from './viewer-geometry';

const stage = { width: 400, height: 800 };
// A 4:3 landscape picture on a phone-shaped stage: fitted 400 × 300.
const picture = { width: 1280, height: 960 };
const fitted = fitSize(picture, stage);

describe('fitting', () => {
  it('fits the whole picture in the stage, keeping its proportions', () => {
    expect(fitted).toEqual({ width: 400, height: 300 });
    expect(fitSize({ width: 1000, height: 2000 }, { width: 1366, height: 900 })).toEqual({ width: 450, height: 900 });
    expect(fitSize({ width: 0, height: 0 }, stage)).toEqual({ width: 0, height: 0 });
  });
});

describe('zoom clamping', () => {
  it('zooms up to the original resolution: one of its pixels per CSS pixel', () => {
    // The zoom variant of a 4032 px photo, fitted at 400 px: 10.08×.
    expect(maxScale({ width: 4032, height: 3024 }, fitted)).toBeCloseTo(10.08);
    // A small original still zooms to 2×.
    expect(maxScale({ width: 500, height: 375 }, fitted)).toBe(MIN_MAX_SCALE);
  });

  it('never goes below fitted or above the maximum', () => {
    expect(clampScale(0.3, 4)).toBe(1);
    expect(clampScale(9, 4)).toBe(4);
    expect(clampScale(2.5, 4)).toBe(2.5);
    expect(clampScale(Number.NaN, 4)).toBe(1);
    expect(wheelScale(1, 10_000, false, 4)).toBe(1);
    expect(wheelScale(3, -10_000, false, 4)).toBe(4);
  });

  it('zooms in on a wheel turned away (negative deltaY), faster for a trackpad pinch (ctrl)', () => {
    expect(wheelScale(1, -100, false, 8)).toBeCloseTo(Math.exp(0.2));
    expect(wheelScale(1, -10, true, 8)).toBeCloseTo(Math.exp(0.1));
    expect(wheelScale(2, 100, false, 8)).toBeLessThan(2);
  });

  it('steps by 1.5× and snaps to the ends', () => {
    expect(stepScale(1, 1, 8)).toBe(1.5);
    expect(stepScale(1.5, -1, 8)).toBe(1);
    expect(stepScale(7.5, 1, 8)).toBe(8);
    expect(stepScale(8, 1, 8)).toBe(8);
    expect(stepScale(1, -1, 8)).toBe(1);
  });

  it('double tap zooms to 2.5× (or the maximum) and back to fitted', () => {
    expect(doubleTapScale(1, 8)).toBe(2.5);
    expect(doubleTapScale(1, 2)).toBe(2);
    expect(doubleTapScale(3.2, 8)).toBe(1);
  });

  it('tells the zoom level in percent of the fitted size', () => {
    expect(zoomPercent(1)).toBe(100);
    expect(zoomPercent(2.504)).toBe(250);
  });
});

describe('pan bounds', () => {
  it('keeps a fitted picture centred', () => {
    expect(clampView({ scale: 1, x: 50, y: -20 }, fitted, stage)).toEqual(FITTED);
  });

  it('lets a zoomed picture move until its edge meets the stage edge, no further', () => {
    // At 2×: 800 × 600 on 400 × 800: 200 px of slack each way across, none down (600 < 800).
    expect(pan({ scale: 2, x: 0, y: 0 }, 150, 90, fitted, stage)).toEqual({ scale: 2, x: 150, y: 0 });
    expect(pan({ scale: 2, x: 150, y: 0 }, 500, 0, fitted, stage)).toEqual({ scale: 2, x: 200, y: 0 });
    expect(pan({ scale: 2, x: 0, y: 0 }, -900, 0, fitted, stage)).toEqual({ scale: 2, x: -200, y: 0 });
    // At 4×: 1600 × 1200: 600 across, 200 down.
    expect(pan({ scale: 4, x: 0, y: 0 }, 1000, -1000, fitted, stage)).toEqual({ scale: 4, x: 600, y: -200 });
  });

  it('zooms about the pointer: the point under it stays there', () => {
    // The picture's point under (100, 0) is 100 px right of its centre; at 2× it would be 200 px right, so the
    // picture moves 100 px left to keep it under the pointer.
    const view = zoomAt(FITTED, 2, { x: 100, y: 0 }, fitted, stage, 8);
    expect(view).toEqual({ scale: 2, x: -100, y: 0 });
    // Zooming back out recentres it.
    expect(zoomAt(view, 1, { x: 100, y: 0 }, fitted, stage, 8)).toEqual(FITTED);
    // About a corner, the bounds still hold.
    expect(zoomAt(FITTED, 2, { x: -200, y: 0 }, fitted, stage, 8).x).toBe(200);
  });

  it('pinches about the fingers: the scale follows their distance, the picture follows their midpoint', () => {
    const from = { mid: { x: 0, y: 0 }, distance: 100 };
    expect(pinch(FITTED, from, { mid: { x: 0, y: 0 }, distance: 300 }, fitted, stage, 8)).toEqual({
      scale: 3,
      x: 0,
      y: 0,
    });
    // Both fingers moved 50 px right while spreading: the picture goes with them.
    expect(pinch(FITTED, from, { mid: { x: 50, y: 0 }, distance: 200 }, fitted, stage, 8)).toEqual({
      scale: 2,
      x: 50,
      y: 0,
    });
    // Spread far past the maximum: held at it.
    expect(pinch(FITTED, from, { mid: { x: 0, y: 0 }, distance: 5000 }, fitted, stage, 8).scale).toBe(8);
  });
});

describe('swipe', () => {
  it('goes to the next picture on a drag to the left, the previous on a drag to the right', () => {
    expect(swipeDirection({ dx: -120, dy: 10, ms: 400 }, 0, 3)).toBe(1);
    expect(swipeDirection({ dx: 120, dy: -10, ms: 400 }, 1, 3)).toBe(-1);
  });

  it('takes a short fast flick as a swipe, and a short slow drag as nothing', () => {
    expect(swipeDirection({ dx: -30, dy: 0, ms: 50 }, 0, 3)).toBe(1);
    expect(swipeDirection({ dx: -30, dy: 0, ms: 500 }, 0, 3)).toBe(0);
  });

  it('ignores taps, mostly vertical drags and swipes past either end', () => {
    expect(swipeDirection({ dx: -5, dy: 0, ms: 5 }, 0, 3)).toBe(0);
    expect(swipeDirection({ dx: -100, dy: 200, ms: 300 }, 0, 3)).toBe(0);
    expect(swipeDirection({ dx: 150, dy: 0, ms: 300 }, 0, 3)).toBe(0);
    expect(swipeDirection({ dx: -150, dy: 0, ms: 300 }, 2, 3)).toBe(0);
    expect(swipeDirection({ dx: -150, dy: 0, ms: 300 }, 0, 1)).toBe(0);
  });
});
