import { useState } from 'react';
import { cn } from '../lib/cn';

const SIZES = {
  xs: 'size-7 text-[0.65rem]',
  sm: 'size-9 text-xs',
  md: 'size-11 text-sm',
  lg: 'size-16 text-lg',
  xl: 'size-24 text-2xl sm:size-28 sm:text-3xl',
} as const;

/** One or two letters for a person: initials of the name, else the start of the username. */
export function initials(username: string, name?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words.at(-1)![0]}`.toUpperCase();
  const source = words[0] ?? username.replace(/[^A-Za-z0-9]/g, '');
  return (source.slice(0, 2) || '?').toUpperCase();
}

/**
 * A stable colour for a username: the same person always gets the same colour. Lightness and chroma are
 * fixed so that white initials stay readable (contrast above 4.5:1) on every hue.
 */
export function avatarColor(username: string): string {
  let hash = 0;
  for (const char of username) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return `oklch(0.5 0.11 ${hash % 360})`;
}

export interface AvatarProps {
  /** The profile image URL, or null for the generated avatar (docs/product.md#entities-and-fields). */
  src?: string | null;
  username: string;
  name?: string | null;
  size?: keyof typeof SIZES;
  /** Alt text; leave empty when the name is shown beside the avatar (it would be read twice). */
  alt?: string;
  className?: string;
}

/** A person's picture, or a generated avatar (initials on a colour from the username) when there is none. */
export function Avatar({ src, username, name, size = 'md', alt = '', className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full font-semibold text-white ring-1 ring-border',
        SIZES[size],
        className,
      )}
      style={showImage ? undefined : { backgroundColor: avatarColor(username) }}
      {...(alt ? { role: 'img', 'aria-label': alt } : {})}
    >
      {showImage ? (
        <img
          src={src!}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        <span aria-hidden="true">{initials(username, name)}</span>
      )}
    </span>
  );
}
