import { isPaid, type Order, type PaymentStatus, MSG, SCREEN } from '@kala/contract';
import { ChevronDown, ReceiptText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { adminOrdersQueryOptions, useDeleteOrderMutation, useSetPaymentStatusMutation } from './admin.api';
import { formatDateTime, formatRupees, shortId } from './admin-format';
import { AdminTablePage, RowActionButton, ShortId, Td, Th } from './admin-table';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { toast } from '../../lib/toast';

const C = SCREEN.admin.columns;
const F = SCREEN.fields;

// Spec §4 "Payment status": 'paid' (any case) green, every other value yellow.
const PAID_COLORS =
  'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-300';
const UNPAID_COLORS =
  'border-amber-500/40 bg-amber-50 text-amber-900 dark:border-amber-300/30 dark:bg-amber-300/10 dark:text-amber-200';

function paymentStatusColors(status: string): string {
  return isPaid(status) ? PAID_COLORS : UNPAID_COLORS;
}

/**
 * The Status column: the order's payment status, colour-coded. The one change a person may make is marking a
 * pay-on-delivery order paid once its money is collected (docs/payments.md): an online order's payment is the
 * payment service's to confirm or refund, so it shows as a plain badge, as does anything already paid or cancelled.
 */
function PaymentStatusSelect({ order }: { order: Order }) {
  const setStatus = useSetPaymentStatusMutation();
  const shown = setStatus.isPending ? setStatus.variables.paymentStatus : order.paymentStatus;
  const markable = order.paymentMethod === 'cod' && order.status !== 'cancelled' && !isPaid(order.paymentStatus);
  if (!markable) {
    return (
      <span
        className={cn(
          'inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap',
          paymentStatusColors(order.paymentStatus),
        )}
      >
        <span className="sr-only">{SCREEN.admin.paymentStatusOf(shortId(order.id))}: </span>
        {SCREEN.admin.paymentStatuses[order.paymentStatus]}
      </span>
    );
  }
  const choices: PaymentStatus[] = [order.paymentStatus, 'paid'];
  return (
    <div className="relative inline-flex">
      <select
        value={shown}
        disabled={setStatus.isPending}
        aria-label={SCREEN.admin.paymentStatusOf(shortId(order.id))}
        className={cn(
          'h-11 cursor-pointer appearance-none rounded-full border py-0 pr-8 pl-3.5 text-sm font-semibold transition-colors md:h-9',
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

/** Order Management (spec §2): every order; delete, and the payment status Kala lets admins set. */
export function OrderManagementPage() {
  const [deleting, setDeleting] = useState<Order | null>(null);
  const remove = useDeleteOrderMutation();

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

  return (
    <AdminTablePage
      title={SCREEN.admin.orderManagement}
      description={SCREEN.admin.orderManagementHint}
      searchPlaceholder={SCREEN.admin.searchOrders}
      query={adminOrdersQueryOptions}
      loadingText={SCREEN.admin.loadingOrders}
      // Spec §2 and §8: a failed load says 'Failed to load orders' in a toast and 'Failed to load orders.' in place.
      errorText={MSG.admin.loadOrdersFailedInline}
      loadFailedToast={SCREEN.admin.loadOrdersFailed}
      emptyText={SCREEN.admin.noOrders}
      emptyIcon={ReceiptText}
      columns={
        <>
          <Th>{C.orderId}</Th>
          <Th>{C.artworkId}</Th>
          <Th>{C.title}</Th>
          <Th className="text-right">{C.price}</Th>
          <Th>{C.buyerUsername}</Th>
          <Th>{C.buyerName}</Th>
          <Th>{F.location}</Th>
          <Th className="text-right">{C.amount}</Th>
          <Th>{C.status}</Th>
          <Th>{C.date}</Th>
        </>
      }
      cells={(order) => (
        <>
          <Td>
            <ShortId id={order.id} />
          </Td>
          <Td>
            {order.artworkId ? (
              <ShortId id={order.artworkId} />
            ) : (
              <span className="text-xs text-muted-foreground">{SCREEN.admin.deletedArtwork}</span>
            )}
          </Td>
          <Td className="max-w-52 min-w-36 font-medium">
            <span className="line-clamp-2">{order.artwork.title}</span>
          </Td>
          <Td className="text-right whitespace-nowrap tabular-nums">{formatRupees(order.artwork.price)}</Td>
          <Td className="whitespace-nowrap">@{order.buyer.username}</Td>
          <Td className="whitespace-nowrap">{order.buyer.name}</Td>
          <Td className="whitespace-nowrap">{order.buyer.location}</Td>
          <Td className="text-right font-semibold whitespace-nowrap tabular-nums">{formatRupees(order.totalAmount)}</Td>
          <Td>
            <PaymentStatusSelect order={order} />
          </Td>
          <Td className="whitespace-nowrap text-muted-foreground tabular-nums">{formatDateTime(order.createdAt)}</Td>
        </>
      )}
      actions={(order) => (
        <RowActionButton
          text={SCREEN.admin.delete}
          label={SCREEN.admin.deleteItem(shortId(order.id))}
          icon={Trash2}
          destructive
          onClick={() => setDeleting(order)}
        />
      )}
    >
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
