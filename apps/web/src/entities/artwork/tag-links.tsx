import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';

/**
 * Tags as chips, each opening its tag's page (docs/product.md#search-results): on an artwork's page, and where a
 * search found nothing.
 */
export function TagLinks({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={paths.tag(tag)}
            className="inline-flex h-9 items-center rounded-full bg-accent px-3.5 text-sm font-medium text-accent-foreground transition-colors hover:bg-primary hover:text-primary-foreground"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
