import { type ArtworkImage, imageSrcset, PLACEHOLDER_IMAGE_SIZE } from '@kala/contract';
import { useState } from 'react';
import { cn } from '../lib/cn';
import { PLACEHOLDER_IMAGE_URL } from './placeholder';

export interface ThumbnailProps {
  image: ArtworkImage | string | null | undefined;
  alt: string;
  /** How wide the thumbnail is drawn, so the browser picks a small srcset variant. */
  sizes?: string;
  /** The box: give it a size and a shape (e.g. size-24 rounded-xl). */
  className?: string;
}

/** A small square picture of an artwork (cart rows, orders), or the placeholder when missing or broken. */
export function Thumbnail({ image, alt, sizes = '96px', className }: ThumbnailProps) {
  const url = typeof image === 'string' ? image : image?.url;
  const srcset = imageSrcset(image ?? undefined);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const broken = !url || failedUrl === url;
  return (
    <div className={cn('relative shrink-0 overflow-hidden bg-muted', className)}>
      <img
        src={broken ? PLACEHOLDER_IMAGE_URL : url}
        srcSet={broken ? undefined : srcset}
        sizes={broken || !srcset ? undefined : sizes}
        width={PLACEHOLDER_IMAGE_SIZE}
        height={PLACEHOLDER_IMAGE_SIZE}
        alt={alt}
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setFailedUrl(url ?? null)}
        className="absolute inset-0 size-full object-cover"
      />
    </div>
  );
}
