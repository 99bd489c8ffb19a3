import type { Order } from '@kala/contract';
import { Thumbnail } from '../../ui/thumbnail';

// Its own module: the order page and the orders list load apart, and neither should carry the other's code.

/** The artwork's picture at the head of an order, on its card and its page (decorative: the title follows). */
export function OrderThumbnail({ image }: { image: Order['image'] }) {
  return <Thumbnail image={image} alt="" sizes="96px" className="size-20 rounded-xl ring-1 ring-border sm:size-24" />;
}
