import { live } from '../live';

// The artwork's pictures full screen (issue 38, docs/decisions/0043-zoom-variant.md). Its own area: only the viewer
// reads it, and the viewer loads when first opened, so the artwork page does not carry these texts.
export const viewer = /* @__PURE__ */ live(['SCREEN', 'viewer'], {
  help: 'Pinch or scroll to zoom, drag to move, double-tap to zoom in or out. Left and right arrows go to the other images.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  /** zoomLevel(250) → 'Zoom 250%' */
  zoomLevel: (percent: number) => `Zoom ${percent}%`,
  loadingDetail: 'Loading the full resolution…',
} as const);
