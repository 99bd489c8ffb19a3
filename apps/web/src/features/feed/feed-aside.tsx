import { ALL_CATEGORIES, SCREEN } from '@kala/contract';
import { categoryName } from '../../lib/category-name';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/button-classes';
import { paths } from '../../lib/paths';

/** Desktop's right column: real ways on from the feed (the listing by category) and, for guests, joining. */
export function FeedAside({ signedIn }: { signedIn: boolean }) {
  return (
    <aside className="sticky top-10 hidden w-72 shrink-0 flex-col gap-5 self-start xl:flex">
      {signedIn ? null : (
        <div className="rounded-2xl border border-border bg-card p-5 shadow-sm">
          <Sparkles aria-hidden="true" className="mb-3 size-6 text-primary" />
          <p className="text-sm leading-relaxed">{SCREEN.feed.joinPrompt}</p>
          <div className="mt-4 flex gap-2">
            <Link to={paths.register} className={buttonClasses('primary', 'sm', 'flex-1')}>
              {SCREEN.nav.signUp}
            </Link>
            <Link to={paths.login()} className={buttonClasses('outline', 'sm', 'flex-1')}>
              {SCREEN.nav.logIn}
            </Link>
          </div>
        </div>
      )}
      <nav aria-labelledby="feed-categories" className="rounded-2xl border border-border bg-card p-5 shadow-sm">
        <h2 id="feed-categories" className="mb-3 text-sm font-semibold">
          {SCREEN.feed.exploreCategories}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {ALL_CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={paths.productsInCategory(category)}
                className="inline-flex h-8 items-center rounded-full bg-muted px-3 text-sm transition-colors hover:bg-accent hover:text-accent-foreground"
              >
                {categoryName(category)}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to={paths.products}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          {SCREEN.feed.browseAll}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </nav>
    </aside>
  );
}
