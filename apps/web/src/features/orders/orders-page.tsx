import { SCREEN } from '@kala/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type LucideIcon, Package, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMoreTrigger } from '../../ui/load-more-trigger';
import { Skeleton } from '../../ui/skeleton';
import { type OrdersKind, ordersInfiniteQuery, ordersOf, useMarkPaidMutation } from './orders.api';
import { OrderCard } from './order-card';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../ui/page-header';

// Getters: the texts are read in the language in effect when the page draws.
const TEXT = {
  get orders() {
    return { ...SCREEN.orders, icon: Package as LucideIcon };
  },
  get sales() {
    return { ...SCREEN.sales, icon: Store as LucideIcon };
  },
} as const;

/** The buyer's 'My orders' (/me/orders) or the artist's 'Sales' (/me/sales), with a switch between the two. */
export function OrdersPage({ kind }: { kind: OrdersKind }) {
  const { userId } = useAuth();
  const query = useInfiniteQuery(ordersInfiniteQuery(kind, userId));
  const markPaid = useMarkPaidMutation();
  const text = TEXT[kind];
  const orders = ordersOf(query.data);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{text.loading}</span>
        {[0, 1, 2].map((index) => (
          <div key={index} className="flex gap-4 rounded-2xl border border-border bg-card p-4 sm:p-5">
            <Skeleton className="size-20 shrink-0 sm:size-24" />
            <div className="flex flex-1 flex-col gap-2 pt-1">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="mt-auto h-4 w-1/4 self-end" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (query.isError) {
    body = <ErrorState title={text.error} description={SCREEN.app.errorHint} onRetry={() => void query.refetch()} />;
  } else if (orders.length === 0) {
    body = (
      <EmptyState
        icon={text.icon}
        title={text.empty}
        description={text.emptyHint}
        link={
          kind === 'orders'
            ? { to: paths.products, label: SCREEN.cart.continueShopping }
            : { to: paths.upload, label: SCREEN.upload.title }
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-4">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                kind={kind}
                onMarkPaid={kind === 'sales' ? (id) => markPaid.mutate(id) : undefined}
                marking={markPaid.isPending && markPaid.variables === order.id}
              />
            </li>
          ))}
        </ul>
        <LoadMoreTrigger
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 md:py-10">
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        actions={
          <nav aria-label={SCREEN.orders.switchLabel} className="inline-flex w-fit gap-1 rounded-xl bg-muted p-1">
            <SwitchLink to={paths.orders} label={SCREEN.nav.myOrders} icon={Package} />
            <SwitchLink to={paths.sales} label={SCREEN.nav.sales} icon={Store} />
          </nav>
        }
      />
      {body}
    </div>
  );
}

function SwitchLink({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cn(
          'inline-flex min-h-10 items-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors md:min-h-9',
          isActive ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
        )
      }
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </NavLink>
  );
}
