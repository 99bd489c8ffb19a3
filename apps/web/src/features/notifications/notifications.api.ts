// Calls of the notifications screens (issue 15): the list (GET /api/auth/notifications, paged with the Link
// header), marking read (POST /api/auth/notifications/read), the per-type settings
// (GET/PATCH /api/auth/notification-settings) and this device's Web Push subscription (GET /api/push/public-key,
// POST/DELETE /api/auth/push-subscriptions). The keys and the bell's count are in notifications-unread.api.ts.

import {
  type ChatPresenceSettings,
  chatPresenceSettingsSchema,
  type Notification,
  noContentSchema,
  type NotificationReadResult,
  type NotificationSettings,
  type NotificationSettingsPatch,
  type NotificationUnread,
  notificationListSchema,
  notificationReadResultSchema,
  notificationSettingsSchema,
  pushPublicKeySchema,
  MSG,
} from '@kala/contract';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api, apiPage, apiRequest, errorMessage, type Page } from '../../lib/api-client';
import { applyOptimistic, type Rollback } from '../../lib/optimistic';
import { refetchAfterWrite } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { notificationKeys } from './notifications-unread.api';

/** Newest first; the next page's cursor from the Link header. */
export function notificationsInfiniteQuery() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      apiPage<Notification>('/auth/notifications', {
        query: { cursor: pageParam },
        signal,
        schema: notificationListSchema,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<Notification>) => last.nextCursor ?? undefined,
  });
}

/** The notifications of every page loaded so far, in order. */
export function notificationsOf(data: InfiniteData<Page<Notification>> | undefined): Notification[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/**
 * POST /api/auth/notifications/read: `ids` (one opened entry) or every one (`undefined`, Mark all read). The dots
 * and the bell clear at once and come back if the server refuses; the server's unread count is then the bell's.
 */
export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[] | undefined): Promise<NotificationReadResult> =>
      api.post('/auth/notifications/read', ids ? { ids } : {}, { schema: notificationReadResultSchema }),
    onMutate: async (ids): Promise<Rollback> => {
      const now = new Date().toISOString();
      const marks = (item: Notification) => item.readAt === null && (!ids || ids.includes(item.id));
      let marked = 0;
      const list = await applyOptimistic<InfiniteData<Page<Notification>>>(
        queryClient,
        { queryKey: notificationKeys.list(), exact: true },
        (data) => {
          marked = notificationsOf(data).filter(marks).length;
          return {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (marks(item) ? { ...item, readAt: now } : item)),
            })),
          };
        },
      );
      const unread = await applyOptimistic<NotificationUnread>(
        queryClient,
        { queryKey: notificationKeys.unread(), exact: true },
        ({ count }) => ({ count: ids ? Math.max(0, count - marked) : 0 }),
      );
      return () => {
        list();
        unread();
      };
    },
    onSuccess: (result) => {
      queryClient.setQueryData<NotificationUnread>(notificationKeys.unread(), { count: result.count });
    },
    onError: (error, _ids, rollback) => {
      rollback?.();
      toast.error(errorMessage(error, MSG.notifications.markReadFailed));
    },
    onSettled: () => refetchAfterWrite(queryClient, notificationKeys.list()),
  });
}

/** GET /api/auth/notification-settings: every type, {email, push}. */
export function notificationSettingsQuery() {
  return queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }): Promise<NotificationSettings> =>
      api.get('/auth/notification-settings', { signal, schema: notificationSettingsSchema }),
  });
}

/** GET /api/auth/chat/presence-settings: whether one hides when one is active in chat (decision 0029). */
export function presenceSettingsQuery() {
  return queryOptions({
    queryKey: notificationKeys.presence(),
    queryFn: ({ signal }): Promise<ChatPresenceSettings> =>
      api.get('/auth/chat/presence-settings', { signal, schema: chatPresenceSettingsSchema }),
  });
}

/** PUT /api/auth/chat/presence-settings: the switch flips at once, and back if the server refuses. */
export function usePresenceSettingsMutation() {
  const queryClient = useQueryClient();
  const key = notificationKeys.presence();
  return useMutation({
    mutationKey: key,
    mutationFn: (settings: ChatPresenceSettings): Promise<ChatPresenceSettings> =>
      api.put('/auth/chat/presence-settings', settings, { schema: chatPresenceSettingsSchema }),
    onMutate: (settings) =>
      applyOptimistic<ChatPresenceSettings>(queryClient, { queryKey: key, exact: true }, () => settings),
    onSuccess: (settings) => {
      if (queryClient.isMutating({ mutationKey: key }) === 1) queryClient.setQueryData(key, settings);
    },
    onError: (error, _settings, rollback) => {
      rollback?.();
      toast.error(errorMessage(error, MSG.notifications.presenceSaveFailed));
      void refetchAfterWrite(queryClient, key);
    },
  });
}

/** PATCH /api/auth/notification-settings: a switch flips at once, and back if the server refuses. */
export function useUpdateSettingsMutation() {
  const queryClient = useQueryClient();
  const key = notificationKeys.settings();
  return useMutation({
    mutationKey: key,
    mutationFn: (patch: NotificationSettingsPatch): Promise<NotificationSettings> =>
      api.patch('/auth/notification-settings', patch, { schema: notificationSettingsSchema }),
    onMutate: (patch) =>
      applyOptimistic<NotificationSettings>(queryClient, { queryKey: key, exact: true }, (settings) =>
        applySettingsPatch(settings, patch),
      ),
    onSuccess: (settings) => {
      // Only the last of quick flips writes its answer: an earlier answer would undo the later flips on screen.
      if (queryClient.isMutating({ mutationKey: key }) === 1) queryClient.setQueryData(key, settings);
    },
    onError: (error, _patch, rollback) => {
      rollback?.();
      toast.error(errorMessage(error, MSG.notifications.settingsSaveFailed));
      void refetchAfterWrite(queryClient, key);
    },
  });
}

/** The settings with a patch applied, as the server applies it (what is left out keeps its value). */
export function applySettingsPatch(
  settings: NotificationSettings,
  patch: NotificationSettingsPatch,
): NotificationSettings {
  const next = { ...settings };
  for (const [type, channels] of Object.entries(patch) as Array<[keyof NotificationSettings, object | undefined]>) {
    if (channels) next[type] = { ...next[type], ...channels };
  }
  return next;
}

// ── Web Push on this device ─────────────────────────────────────────────────

/** Where this browser stands with push: no support, blocked by the person, or allowed (subscribed or not). */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** The browser's push parts, or null where it has none (or no service worker serves this page). */
function pushManager(): Promise<PushManager | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || typeof PushManager === 'undefined') {
    return Promise.resolve(null);
  }
  return navigator.serviceWorker.ready.then((registration) => registration.pushManager);
}

export async function currentPushState(): Promise<PushState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  const manager = await pushManager();
  if (!manager) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await manager.getSubscription()) ? 'on' : 'off';
}

export function pushStateQuery() {
  return queryOptions({ queryKey: [...notificationKeys.all, 'push-state'], queryFn: currentPushState, staleTime: 0 });
}

/** The VAPID public key (base64url) as PushManager.subscribe wants it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Asks the browser for permission (only now, when the person pressed the button), subscribes with the server's
 * VAPID key and registers the subscription with the server.
 */
export async function turnOnPush(): Promise<PushState> {
  const manager = await pushManager();
  if (!manager) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const { publicKey } = await api.get('/push/public-key', { schema: pushPublicKeySchema });
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  await api.post('/auth/push-subscriptions', subscription.toJSON(), { schema: noContentSchema });
  return 'on';
}

/** Drops this device's subscription, with the browser and with the server. */
export async function turnOffPush(): Promise<PushState> {
  const manager = await pushManager();
  const subscription = await manager?.getSubscription();
  if (subscription) {
    await apiRequest('/auth/push-subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
      schema: noContentSchema,
    });
    await subscription.unsubscribe();
  }
  return 'off';
}

/** The push button: turns push on or off and writes where this device stands into the cache. */
export function usePushMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOnPush() : turnOffPush()),
    onSuccess: (state, on) => {
      queryClient.setQueryData(pushStateQuery().queryKey, state);
      if (on && state === 'on') toast.success(MSG.notifications.pushOn);
      else if (on) toast.error(MSG.notifications.pushDenied);
      else toast.success(MSG.notifications.pushOff);
    },
    onError: (error, on) => {
      toast.error(errorMessage(error, on ? MSG.notifications.pushFailed : MSG.notifications.pushOffFailed));
      void queryClient.invalidateQueries({ queryKey: pushStateQuery().queryKey });
    },
  });
}
