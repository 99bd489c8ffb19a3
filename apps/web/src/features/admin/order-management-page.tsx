import {
  type AdminOrder,
  isPaid,
  MSG,
  ORDER_STATUSES,
  type OrderStatus,
  orderNumber,
  type PaymentStatus,
  SCREEN,
} from '@kala/contract';
import { Ban, ChevronDown, ExternalLink, ReceiptText, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Select } from '../../ui/select';
import { OrderStatusBadge } from '../../ui/order-status-badge';
import { CancelSaleForm } from '../../ui/sale-step-forms';
import {
  adminOrdersQueryOptions,
  useCancelOrderMutation,
  useDeleteOrderMutation,
  useSetPaymentStatusMutation,
} from './admin.api';
import { formatDateTime, formatRupees } from './admin-format';
import { AdminTablePage, RowActionButton, Td, Th } from './admin-table';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { paths } from '../../lib/paths';

const C = SCREEN.admin.columns;

// docs/product.md#states-and-transitions "Payment status": 'paid' (any case) green, every other value yellow.
const PAID_COLORS =
  'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-300';
const UNPAID_COLORS =
  'border-amber-500/40 bg-amber-50 text-amber-900 dark:border-amber-300/30 dark:bg-amber-300/10 dark:text-amber-200';

function paymentStatusColors(status: string): string {
  return isPaid(status) ? PAID_COLORS : UNPAID_COLORS;
}

/**
 * The Payment column: the order's payment status, colour-coded. The one change a person may make is marking a
 * pay-on-delivery order paid once its money is collected (docs/payments.md): an online order's payment is the
 * payment service's to confirm or refund, so it shows as a plain badge, as does anything already paid or cancelled.
 */
function PaymentStatusSelect({ order }: { order: AdminOrder }) {
  const setStatus = useSetPaymentStatusMutation();
  const markable = order.paymentMethod === 'cod' && order.status !== 'cancelled' && !isPaid(order.paymentStatus);
  if (!markable) {
    return (
      <span
        className={cn(
          'inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap',
          paymentStatusColors(order.paymentStatus),
        )}
      >
        <span className="sr-only">{SCREEN.admin.paymentStatusOf(orderNumber(order.id))}: </span>
        {SCREEN.admin.paymentStatuses[order.paymentStatus]}
      </span>
    );
  }
  const choices: PaymentStatus[] = [order.paymentStatus, 'paid'];
  const shown = setStatus.isPending ? setStatus.variables.paymentStatus : order.paymentStatus;
  return (
    <div className="relative inline-flex">
      <select
        value={shown}
        disabled={setStatus.isPending}
        aria-label={SCREEN.admin.paymentStatusOf(orderNumber(order.id))}
        className={cn(
          'h-11 cursor-pointer appearance-none rounded-full border py-0 pr-8 pl-3 text-sm font-semibold transition-colors md:h-9',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-wait disabled:opacity-70',
          '[&>option]:bg-card [&>option]:font-normal [&>option]:text-foreground',
          paymentStatusColors(shown),
        )}
        onChange={(event) =>
          setStatus.mutate(
            { id: order.id, paymentStatus: event.target.value as PaymentStatus },
            {
              onSuccess: () => toast.success(MSG.admin.paymentStatusUpdated),
              onError: (error) => {
                const reason = errorMessage(error, '');
                toast.error(MSG.admin.paymentStatusUpdateFailed, reason ? { description: reason } : undefined);
              },
            },
          )
        }
      >
        {choices.map((status) => (
          <option key={status} value={status}>
            {SCREEN.admin.paymentStatuses[status]}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-3.5 -translate-y-1/2 opacity-70"
      />
    </div>
  );
}

/** Which orders the table shows: all, or those of one fulfilment status. */
function StatusFilter({ value, onChange }: { value: OrderStatus | ''; onChange: (value: OrderStatus | '') => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 sm:w-48">
      <label htmlFor={id} className="text-sm font-medium">
        {SCREEN.admin.statusFilter}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as OrderStatus | '')}>
        <option value="">{SCREEN.admin.allStatuses}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {SCREEN.orders.status[status]}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * Order Management (docs/product.md#screens-and-routes, issue 35): every order with its status, payment, artist, buyer,
 * total and date; filter by status; open an order (its page has the timeline); cancel a placed order (a paid online one
 * is refunded) or delete the record.
 */
export function OrderManagementPage() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [deleting, setDeleting] = useState<AdminOrder | null>(null);
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const remove = useDeleteOrderMutation();
  const cancel = useCancelOrderMutation();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(MSG.admin.orderDeleted);
        setDeleting(null);
      },
      onError: () => toast.error(MSG.admin.deleteOrderFailed),
    });
  };
  const confirmCancel = (reason: string) => {
    if (!cancelling) return;
    cancel.mutate(
      { id: cancelling.id, reason },
      {
        onSuccess: () => {
          toast.success(SCREEN.admin.orderCancelled);
          setCancelling(null);
        },
        onError: (error) => toast.error(errorMessage(error, SCREEN.admin.cancelOrderFailed)),
      },
    );
  };

  return (
    <AdminTablePage
      title={SCREEN.admin.orderManagement}
      description={SCREEN.admin.orderManagementHint}
      searchPlaceholder={SCREEN.admin.searchOrders}
      query={(q) => adminOrdersQueryOptions(q, status || undefined)}
      filters={<StatusFilter value={status} onChange={setStatus} />}
      loadingText={SCREEN.admin.loadingOrders}
      // docs/product.md#screens-and-routes and docs/product.md#messages: a failed load says 'Failed to load orders' in
      // a toast and 'Failed to load orders.' in place.
      errorText={MSG.admin.loadOrdersFailedInline}
      loadFailedToast={SCREEN.admin.loadOrdersFailed}
      emptyText={SCREEN.admin.noOrders}
      emptyIcon={ReceiptText}
      columns={
        <>
          <Th>{SCREEN.orders.orderTitle}</Th>
          <Th>{C.status}</Th>
          <Th>{SCREEN.checkout.payment}</Th>
          <Th>{C.artist}</Th>
          <Th>{C.buyer}</Th>
          <Th className="text-right">{C.amount}</Th>
          <Th>{C.date}</Th>
        </>
      }
      cells={(order) => (
        <>
          <Td className="max-w-56 min-w-40">
            <Link
              to={paths.order(order.id)}
              className="font-mono text-xs font-semibold text-primary underline-offset-4 hover:underline"
            >
              {orderNumber(order.id)}
            </Link>
            <span className="line-clamp-2 font-medium">{order.artwork.title}</span>
          </Td>
          <Td className="whitespace-nowrap">
            <OrderStatusBadge status={order.status} />
          </Td>
          <Td className="whitespace-nowrap">
            <PaymentStatusSelect order={order} />
          </Td>
          <Td className="whitespace-nowrap">
            {order.artist ? `@${order.artist.username}` : <span className="text-muted-foreground">—</span>}
          </Td>
          <Td className="whitespace-nowrap">
            <span className="block">@{order.buyer.username}</span>
            <span className="block text-xs text-muted-foreground">{order.buyer.location}</span>
          </Td>
          <Td className="text-right font-semibold whitespace-nowrap tabular-nums">{formatRupees(order.totalAmount)}</Td>
          <Td className="whitespace-nowrap text-muted-foreground tabular-nums">{formatDateTime(order.createdAt)}</Td>
        </>
      )}
      actions={(order) => (
        <>
          <Link
            to={paths.order(order.id)}
            aria-label={SCREEN.admin.viewOrderOf(orderNumber(order.id))}
            title={SCREEN.admin.viewOrderOf(orderNumber(order.id))}
            className="inline-flex h-11 min-w-11 items-center justify-center rounded-xl text-muted-foreground hover:bg-accent hover:text-accent-foreground md:h-9 md:min-w-9"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
          </Link>
          {order.status === 'placed' ? (
            <RowActionButton
              text={SCREEN.orders.cancel}
              label={SCREEN.admin.cancelOrderOf(orderNumber(order.id))}
              icon={Ban}
              onClick={() => setCancelling(order)}
            />
          ) : null}
          <RowActionButton
            text={SCREEN.admin.delete}
            label={SCREEN.admin.deleteItem(orderNumber(order.id))}
            icon={Trash2}
            destructive
            onClick={() => setDeleting(order)}
          />
        </>
      )}
    >
      <Dialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
      >
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{cancelling ? SCREEN.admin.cancelOrderOf(orderNumber(cancelling.id)) : null}</DialogTitle>
            <DialogDescription>{SCREEN.admin.cancelOrderHint}</DialogDescription>
          </DialogHeader>
          <CancelSaleForm
            pending={cancel.isPending}
            submitText={SCREEN.orders.cancel}
            onCancel={({ reason }) => confirmCancel(reason)}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        question={SCREEN.admin.confirmDeleteOrder}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </AdminTablePage>
  );
}
