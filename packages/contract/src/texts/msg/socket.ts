import { live } from '../live';
export const socket = /* @__PURE__ */ live(['MSG', 'socket'], {
  noAccessToken: 'No access token provided',
  connectFailed: 'Failed to connect to WebSocket',
  notConnected: 'Cannot send, socket not connected',
  maxReconnects: 'Max reconnection attempts reached',
} as const);
