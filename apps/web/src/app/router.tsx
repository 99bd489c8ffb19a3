// The route table of docs/product.md#screens-and-routes. The shell (layouts, 404) and the home page are in the main
// bundle; every other screen is a lazy route module in app/routes, loaded when it is first visited. Home is the landing
// page: in the main bundle it renders, and asks for its feed, without waiting for a second download. A route module
// exports one named component.

import { type LoaderFunctionArgs, Navigate, type RouteObject } from 'react-router';
import { artworkQuery } from '../entities/artwork/artwork.api';
import { queryClient } from '../lib/query-client';
import { PageSpinner } from '../ui/spinner';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';
import { HomeRoute } from './routes/home-route';
import { ADMIN_SECTIONS, paths } from '../lib/paths';

// `lazy` resolves to { Component }: each module keeps its descriptive export name (HomeRoute, CartRoute...).
// The not-found page too: a mistyped address is rare, and every page's first download carried it.
const notFoundRoute = async () => ({ Component: (await import('./not-found-page')).NotFoundPage });
const productsRoute = async () => ({ Component: (await import('./routes/products-route')).ProductsRoute });
const productDetailRoute = async () => ({
  Component: (await import('./routes/product-detail-route')).ProductDetailRoute,
});
const ownProfileRoute = async () => ({ Component: (await import('./routes/own-profile-route')).OwnProfileRoute });
const editProfileRoute = async () => ({ Component: (await import('./routes/edit-profile-route')).EditProfileRoute });
const publicProfileRoute = async () => ({
  Component: (await import('./routes/public-profile-route')).PublicProfileRoute,
});
const tagRoute = async () => ({ Component: (await import('./routes/tag-route')).TagRoute });
const uploadRoute = async () => ({ Component: (await import('./routes/upload-route')).UploadRoute });
const searchRoute = async () => ({ Component: (await import('./routes/search-route')).SearchRoute });
const chatRoute = async () => ({ Component: (await import('./routes/chat-route')).ChatRoute });
const accountSettingsRoute = async () => ({
  Component: (await import('./routes/account-settings-route')).AccountSettingsRoute,
});
const blockedPeopleRoute = async () => ({
  Component: (await import('./routes/blocked-people-route')).BlockedPeopleRoute,
});
const shippingSettingsRoute = async () => ({
  Component: (await import('./routes/shipping-settings-route')).ShippingSettingsRoute,
});
const payoutSettingsRoute = async () => ({
  Component: (await import('./routes/payout-settings-route')).PayoutSettingsRoute,
});
const verifyEmailRoute = async () => ({ Component: (await import('./routes/verify-email-route')).VerifyEmailRoute });
const messagesRoute = async () => ({ Component: (await import('./routes/messages-route')).MessagesRoute });
const cartRoute = async () => ({ Component: (await import('./routes/cart-route')).CartRoute });
const checkoutRoute = async () => ({ Component: (await import('./routes/checkout-route')).CheckoutRoute });
const ordersRoute = async () => ({ Component: (await import('./routes/orders-route')).OrdersRoute });
const orderRoute = async () => ({ Component: (await import('./routes/order-route')).OrderRoute });
const verifyRoute = async () => ({ Component: (await import('./routes/verify-route')).VerifyRoute });
const salesRoute = async () => ({ Component: (await import('./routes/sales-route')).SalesRoute });
const earningsRoute = async () => ({ Component: (await import('./routes/earnings-route')).EarningsRoute });
const studioRoute = async () => ({ Component: (await import('./routes/studio-route')).StudioRoute });
const editArtworkRoute = async () => ({
  Component: (await import('./routes/edit-artwork-route')).EditArtworkRoute,
});
const wishlistRoute = async () => ({ Component: (await import('./routes/wishlist-route')).WishlistRoute });
const welcomeRoute = async () => ({ Component: (await import('./routes/welcome-route')).WelcomeRoute });
const notificationsRoute = async () => ({
  Component: (await import('./routes/notifications-route')).NotificationsRoute,
});
const notificationSettingsRoute = async () => ({
  Component: (await import('./routes/notification-settings-route')).NotificationSettingsRoute,
});
const adminRoute = async () => ({ Component: (await import('./routes/admin-route')).AdminRoute });
// The /auth layout too: it frames only the lazy sign-in screens, so it loads with them (in parallel), not with
// every page.
const authLayout = async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout });
const loginRoute = async () => ({ Component: (await import('./routes/login-route')).LoginRoute });
const registerRoute = async () => ({ Component: (await import('./routes/register-route')).RegisterRoute });
const forgotPasswordRoute = async () => ({
  Component: (await import('./routes/forgot-password-route')).ForgotPasswordRoute,
});
const resetPasswordRoute = async () => ({
  Component: (await import('./routes/reset-password-route')).ResetPasswordRoute,
});

// These loaders only start a screen's first request and return at once. The router runs a route's loader beside
// its `lazy` download, so the data is on its way while the screen's code arrives, instead of after it.
function prefetchListing({ request }: LoaderFunctionArgs) {
  // The listing's URL parsing and query load beside its code (a small module the listing needs anyway) rather
  // than with every page; the screen asks for its data itself if this cannot load.
  const params = new URL(request.url).searchParams;
  void import('../features/artworks/listing-prefetch').then(
    (module) => module.prefetchListing(queryClient, params),
    () => {},
  );
  return null;
}

function prefetchTag({ params }: LoaderFunctionArgs) {
  void import('../features/artworks/tag-prefetch').then(
    (module) => module.prefetchTag(queryClient, params.tag),
    () => {},
  );
  return null;
}

function prefetchArtwork({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(artworkQuery(params.id));
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        path: '/',
        element: <MainLayout />,
        children: [
          // Open to everyone.
          { index: true, Component: HomeRoute },
          { path: 'products', lazy: productsRoute, loader: prefetchListing },
          { path: 'products/:id', lazy: productDetailRoute, loader: prefetchArtwork },
          { path: 'product/:id', lazy: productDetailRoute, loader: prefetchArtwork },
          { path: 'profile/:artistId', lazy: publicProfileRoute },
          { path: 'search/:query?', lazy: searchRoute },
          // Kala (issue 18): a tag's artworks.
          { path: 'tags/:tag', lazy: tagRoute, loader: prefetchTag },
          // Kala (issue 37 item 8): a certificate of authenticity's public page.
          { path: 'verify/:number', lazy: verifyRoute },
          // Signed-in users only, but it guards itself: signed out it says why before going to login.
          { path: 'upload', lazy: uploadRoute },
          // Signed-in users only (docs/product.md#roles-and-permissions); others go to login and come back.
          {
            element: <RequireAuth />,
            children: [
              { path: 'me/profile/:username', lazy: ownProfileRoute },
              { path: 'me/profile/:username/update', lazy: editProfileRoute },
              { path: 'profile/:username/update', lazy: editProfileRoute },
              { path: 'chat/:peerId', lazy: chatRoute },
              { path: 'messages', lazy: messagesRoute },
              // Under /auth by the spec's paths, but screens of the main layout: they keep the navigation.
              { path: 'auth/cart', lazy: cartRoute },
              // Kala (docs/product.md#beyond-the-original-client): checkout, the buyer's orders and the artist's sales.
              { path: 'checkout', lazy: checkoutRoute },
              { path: 'me/orders', lazy: ordersRoute },
              { path: 'me/sales', lazy: salesRoute },
              // Kala (issue 37 item 6): the artist's earnings and statements.
              { path: 'me/earnings', lazy: earningsRoute },
              // Kala (issue 19): the artist studio.
              { path: 'me/studio', lazy: studioRoute },
              { path: 'artworks/:id/edit', lazy: editArtworkRoute },
              { path: 'orders/:id', lazy: orderRoute },
              { path: 'auth/wishlist', lazy: wishlistRoute },
              { path: 'welcome', lazy: welcomeRoute },
              // Kala (issue 15): notifications and their settings.
              { path: 'notifications', lazy: notificationsRoute },
              { path: 'settings/notifications', lazy: notificationSettingsRoute },
              // Kala (issue 17): the account's password, e-mail, export and deletion.
              { path: 'settings/account', lazy: accountSettingsRoute },
              { path: 'settings/blocked', lazy: blockedPeopleRoute },
              { path: 'settings/shipping', lazy: shippingSettingsRoute },
              // Kala (issue 37 item 1): payout details.
              { path: 'settings/payouts', lazy: payoutSettingsRoute },
            ],
          },
          { path: '*', lazy: notFoundRoute },
        ],
      },
      {
        path: '/auth',
        lazy: authLayout,
        children: [
          { index: true, element: <Navigate to={paths.login()} replace /> },
          { path: 'login', lazy: loginRoute },
          { path: 'register', lazy: registerRoute },
          { path: 'forgot-password', lazy: forgotPasswordRoute },
          { path: 'reset-password', lazy: resetPasswordRoute },
          { path: 'verify-email', lazy: verifyEmailRoute },
        ],
      },
      {
        path: '/admin',
        element: <RequireAuth adminOnly />,
        children: [
          { index: true, element: <Navigate to={paths.admin('artwork_manage')} replace /> },
          ...ADMIN_SECTIONS.map((section) => ({ path: section, lazy: adminRoute })),
        ],
      },
    ],
  },
];
