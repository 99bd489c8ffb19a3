// The flags every Chromium that Kala's tools start runs with (the end-to-end suite, the web bench, Lighthouse):
// Debian's Chromium on a machine without a GPU or a sandbox, and nothing that phones home while it measures.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
