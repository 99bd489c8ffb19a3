import { live } from '../live';

// Issue 37 item 7: the invoices of a paid order (docs/taxes.md), on the buyer's order and the artist's sale, and
// the credit notes against them once it is refunded.
export const invoices = /* @__PURE__ */ live(['SCREEN', 'invoices'], {
  heading: 'Invoices',
  orderText: 'The invoice from the artist for this order, as issued when it was paid.',
  saleText: "The invoice you issued to the buyer, and Kala's invoice for its fee.",
  kind: {
    tax_invoice: 'Tax invoice',
    bill_of_supply: 'Bill of supply',
    fee_invoice: "Kala's fee invoice",
    credit_note: 'Credit note',
    fee_credit_note: "Kala's fee credit note",
  },
  /** download('Tax invoice') */
  download: (name: string) => `Download ${name} (PDF)`,
  downloadFailed: 'The invoice could not be downloaded',
});
