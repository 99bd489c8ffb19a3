// The look every chart shares (recharts, in the admin dashboard and the artist's studio): the theme's own colours
// from index.css, so charts follow light and dark mode. Spread into recharts' props: <XAxis {...CHART_AXIS} />.

export const CHART_COLOR = {
  primary: 'var(--color-primary)',
  secondary: 'var(--color-success)',
  grid: 'var(--color-border)',
  text: 'var(--color-muted-foreground)',
} as const;

export const CHART_AXIS = {
  stroke: CHART_COLOR.grid,
  tick: { fill: CHART_COLOR.text, fontSize: 12 },
  tickLine: false,
} as const;

export const CHART_TOOLTIP = {
  contentStyle: {
    background: 'var(--color-card)',
    border: '1px solid var(--color-border)',
    borderRadius: 12,
    color: 'var(--color-foreground)',
    fontSize: 13,
  },
  labelStyle: { color: 'var(--color-foreground)', fontWeight: 600 },
  cursor: { fill: 'var(--color-muted)', stroke: 'var(--color-border)' },
} as const;

export const CHART_LEGEND = { fontSize: 12, color: 'var(--color-muted-foreground)' } as const;
