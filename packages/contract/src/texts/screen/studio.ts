import {
  commentsText,
  newFollowers,
  noValue,
  notForSale,
  ordersText,
  revenueText,
  salesText,
  soldOutText,
  studioText,
  titleLabel,
} from '../shared';
import { live } from '../live';

const views = 'Views';
const likes = 'Likes';
const saves = 'Saves';

// The artist studio, /me/studio (issue 19).
export const studio = /* @__PURE__ */ live(['SCREEN', 'studio'], {
  title: studioText,
  subtitle: 'What people do with your work, and what it earns',
  loading: 'Loading your studio...',
  error: 'Failed to load your studio',
  empty: 'Your studio is waiting for your first artwork',
  emptyHint: 'Upload an artwork: its views, likes, saves and sales will show here, day by day.',
  periodLabel: 'Period',
  /** period(7) → '7 days' */
  period: (days: number) => `${days} days`,
  /** periodHint('1 Mar', '7 Mar') → '1 Mar – 7 Mar, India time' */
  periodHint: (from: string, to: string) => `${from} – ${to}, India time`,
  figures: {
    views,
    likes,
    saves,
    comments: commentsText,
    followers: newFollowers,
    orders: ordersText,
    revenue: revenueText,
  },
  /** change(12) → '+12%', change(-5) → '−5%' */
  change: (percent: number) => `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent)}%`,
  changeNew: 'New',
  changeSame: 'No change',
  vsPrevious: 'vs previous period',
  /** previousValue('₹1,200') → 'Previous period: ₹1,200' */
  previousValue: (value: string) => `Previous period: ${value}`,
  chartTitle: 'Views and revenue per day',
  chartEmpty: 'No views or sales in this period yet',
  artworksTitle: 'My artworks',
  artworksHint: 'In this period. Conversion is orders per 100 views.',
  columns: {
    artwork: titleLabel,
    views,
    likes,
    saves,
    conversion: 'Conversion',
    stock: 'Stock',
  },
  notForSale,
  soldOut: soldOutText,
  noConversion: noValue,
  toShipTitle: 'Sales to ship',
  toShipNone: 'Nothing to ship right now.',
  /** toShipCount(3) → '3 orders waiting to be shipped' */
  toShipCount: (count: number) => `${count} ${count === 1 ? 'order' : 'orders'} waiting to be shipped`,
  openSales: `Open ${salesText}`,
  /** soldTo('asha') → 'to @asha' */
  soldTo: (username: string) => `to @${username}`,
} as const);
