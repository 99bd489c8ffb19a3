import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** A thin bar at the top while the next screen's code or data loads, so a tap always shows a response. */
function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20">
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}

/** Around every route: the loading bar and scroll restoration (top on new pages, kept on back). */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
