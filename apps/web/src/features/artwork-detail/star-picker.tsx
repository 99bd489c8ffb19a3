import { STAR_RATING, SCREEN } from '@kala/contract';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';

const STARS = Array.from({ length: STAR_RATING.max }, (_, index) => index + STAR_RATING.min);

/**
 * The five-star picker (docs/product.md#artwork-detail-page): a radio group, so arrow keys and screen readers work as
 * with any choice; 0 means nothing picked yet. Hovering previews a rating.
 */
export function StarPicker({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const name = useId();
  const [preview, setPreview] = useState(0);
  const shown = preview || value;
  return (
    <fieldset className="flex items-center gap-0.5" onMouseLeave={() => setPreview(0)}>
      <legend className="sr-only">{SCREEN.artwork.rating}</legend>
      {STARS.map((star) => (
        <label
          key={star}
          onMouseEnter={() => setPreview(star)}
          className="inline-flex size-10 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
        >
          <input
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            aria-label={SCREEN.artwork.stars(star)}
            className="sr-only"
          />
          <Star
            aria-hidden="true"
            className={cn(
              'size-7 transition-transform hover:scale-110',
              star <= shown ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/50',
            )}
          />
        </label>
      ))}
    </fieldset>
  );
}

/** A rating shown as stars, e.g. on a review. */
export function StarRating({ value, className }: { value: number; className?: string }) {
  return (
    <span role="img" aria-label={SCREEN.artwork.stars(value)} className={cn('inline-flex gap-0.5', className)}>
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-3.5',
            star <= Math.round(value) ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  );
}
