// The full-screen viewer's arithmetic (docs/decisions/0043-zoom-variant.md), apart from the DOM so it is tested
// alone: how big a picture is drawn, how far it may zoom and pan, and when a drag is a swipe to the next picture.
// A view is the picture's scale relative to its fitted size (1 = the whole picture fits the screen) and the
// offset of its centre from the screen's centre, in CSS pixels.

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface View {
  scale: number;
  x: number;
  y: number;
}

export const FITTED: View = { scale: 1, x: 0, y: 0 };

/** However small the original, zooming goes at least this far (a double tap always shows something closer). */
export const MIN_MAX_SCALE = 2;
/** A double tap or double click zooms to this (or the maximum, when lower); a second one goes back to fitted. */
export const DOUBLE_TAP_SCALE = 2.5;
/** One press of Zoom in or Zoom out (or + and -) multiplies or divides the scale by this. */
export const ZOOM_STEP = 1.5;
/** A drag shorter than this is a tap; a swipe needs more. */
export const TAP_SLOP = 10;
/** A swipe: at least this far sideways, or a flick faster than SWIPE_SPEED (px per ms) over TAP_SLOP. */
export const SWIPE_DISTANCE = 60;
export const SWIPE_SPEED = 0.4;
/** Two taps this close in time (ms) and space (px) are a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_DISTANCE = 40;

/** The picture's size when it fits the stage whole (object-fit: contain), keeping its proportions. */
export function fitSize(picture: Size, stage: Size): Size {
  if (picture.width <= 0 || picture.height <= 0 || stage.width <= 0 || stage.height <= 0)
    return { width: 0, height: 0 };
  const ratio = Math.min(stage.width / picture.width, stage.height / picture.height);
  return { width: picture.width * ratio, height: picture.height * ratio };
}

/**
 * The furthest zoom: the original's resolution, one of its pixels per CSS pixel (`original` is the zoom variant's
 * size, or the widest displayed one's when there is none), and never less than MIN_MAX_SCALE.
 */
export function maxScale(original: Size, fitted: Size): number {
  if (fitted.width <= 0) return MIN_MAX_SCALE;
  return Math.max(MIN_MAX_SCALE, original.width / fitted.width);
}

export function clampScale(scale: number, max: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(max, Math.max(1, scale));
}

/**
 * Keeps the picture on screen: zoomed wider than the stage it may move until its edge meets the stage's edge,
 * never further; narrower than the stage it stays centred on that axis.
 */
export function clampView(view: View, fitted: Size, stage: Size): View {
  const spanX = Math.max(0, (fitted.width * view.scale - stage.width) / 2);
  const spanY = Math.max(0, (fitted.height * view.scale - stage.height) / 2);
  return {
    scale: view.scale,
    x: Math.min(spanX, Math.max(-spanX, view.x)) || 0,
    y: Math.min(spanY, Math.max(-spanY, view.y)) || 0,
  };
}

/**
 * Zooms to `scale` (clamped to 1…max) keeping the picture's point under `at` (relative to the stage's centre) where
 * it is, then keeps the picture on screen.
 */
export function zoomAt(view: View, scale: number, at: Point, fitted: Size, stage: Size, max: number): View {
  const next = clampScale(scale, max);
  const ratio = next / view.scale;
  return clampView(
    { scale: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio },
    fitted,
    stage,
  );
}

/**
 * Two fingers: the scale follows their distance, and the point of the picture that was under their midpoint
 * stays under it as they move.
 */
export function pinch(
  start: View,
  from: { mid: Point; distance: number },
  to: { mid: Point; distance: number },
  fitted: Size,
  stage: Size,
  max: number,
): View {
  const scale = clampScale(start.scale * (from.distance > 0 ? to.distance / from.distance : 1), max);
  const ratio = scale / start.scale;
  return clampView(
    { scale, x: to.mid.x - (from.mid.x - start.x) * ratio, y: to.mid.y - (from.mid.y - start.y) * ratio },
    fitted,
    stage,
  );
}

/** Moves a zoomed picture by a drag, within the pan bounds. */
export function pan(start: View, dx: number, dy: number, fitted: Size, stage: Size): View {
  return clampView({ scale: start.scale, x: start.x + dx, y: start.y + dy }, fitted, stage);
}

/** The scale after a mouse wheel's (or a trackpad pinch's, which comes as ctrl + wheel) `deltaY` in pixels. */
export function wheelScale(scale: number, deltaY: number, ctrlKey: boolean, max: number): number {
  return clampScale(scale * Math.exp(-deltaY * (ctrlKey ? 0.01 : 0.002)), max);
}

/** Zoom in (+1) or out (-1) by one step. Steps snap to the ends rather than stopping just short of them. */
export function stepScale(scale: number, direction: 1 | -1, max: number): number {
  const next = direction > 0 ? scale * ZOOM_STEP : scale / ZOOM_STEP;
  if (next > max / 1.1) return max;
  if (next < 1.1) return 1;
  return next;
}

/** A double tap: closer when fitted, back to fitted when zoomed. */
export function doubleTapScale(scale: number, max: number): number {
  return scale > 1.01 ? 1 : Math.min(max, DOUBLE_TAP_SCALE);
}

/**
 * What a one-finger drag on a fitted picture did when it ended: -1 back to the previous picture (dragged to the
 * right), 1 on to the next (to the left), 0 nothing (too short, too slow, mostly vertical, or no picture there).
 */
export function swipeDirection(drag: { dx: number; dy: number; ms: number }, index: number, count: number): -1 | 0 | 1 {
  const { dx, dy, ms } = drag;
  if (Math.abs(dx) <= Math.abs(dy) * 1.2 || Math.abs(dx) <= TAP_SLOP) return 0;
  const far = Math.abs(dx) >= SWIPE_DISTANCE;
  const fast = ms > 0 && Math.abs(dx) / ms >= SWIPE_SPEED;
  if (!far && !fast) return 0;
  const direction = dx < 0 ? 1 : -1;
  const target = index + direction;
  return target >= 0 && target < count ? direction : 0;
}

/** The zoom level people are told: percent of the fitted size, whole numbers. */
export function zoomPercent(scale: number): number {
  return Math.round(scale * 100);
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
