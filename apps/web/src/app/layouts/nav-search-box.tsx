import { SCREEN } from '@kala/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { useTypedBeforeHydration } from '../../lib/hydration';
import { paths } from '../../lib/paths';

/** The shell's search box: Enter opens the search results for the text (docs/product.md#search-results). */
export function NavSearchBox({
  className,
  autoFocus = false,
  onSearch,
  onCancel,
}: {
  className?: string;
  /** Focused when it appears: the phone's top bar opens it on a tap of its search button. */
  autoFocus?: boolean;
  /** Called once the results are opened. */
  onSearch?: () => void;
  /** Escape in the box. */
  onCancel?: () => void;
}) {
  const navigate = useNavigate();
  // On the results page the box shows the current search, so it can be refined.
  const current = useMatch('/search/:query')?.params.query ?? '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);
  const keepTyped = useTypedBeforeHydration(setText);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.search(text));
    onSearch?.();
  };

  return (
    <search className={cn('relative', className)}>
      {/* A plain GET form too: sent before the page's code has loaded, it still opens the results (search-route). */}
      <form action={paths.search()} onSubmit={onSubmit}>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          type="search"
          name="query"
          enterKeyHint="search"
          ref={keepTyped}
          value={text}
          // biome-ignore lint/a11y/noAutofocus: it appears only because the person tapped Search, to type in it.
          autoFocus={autoFocus}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onCancel?.()}
          placeholder={SCREEN.feed.searchPlaceholder}
          aria-label={SCREEN.nav.search}
          className="h-11 w-full min-w-0 rounded-full border border-transparent bg-muted pr-4 pl-10 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:bg-card focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 md:h-10 md:text-sm [&::-webkit-search-cancel-button]:hidden"
        />
      </form>
    </search>
  );
}
