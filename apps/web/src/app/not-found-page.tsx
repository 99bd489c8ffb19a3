import { SCREEN } from '@kala/contract';
import { House } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/document-title';
import { buttonClasses } from '../ui/button-classes';
import { paths } from '../lib/paths';

/** docs/product.md#not-found-page: the catch-all route. */
export function NotFoundPage() {
  useDocumentTitle(SCREEN.notFound.subheading);
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center px-6 py-16 text-center">
      <h1 className="font-display text-8xl leading-none font-semibold tracking-tight text-primary sm:text-9xl">
        {SCREEN.notFound.heading}
      </h1>
      <h2 className="mt-5 text-2xl font-semibold text-foreground">{SCREEN.notFound.subheading}</h2>
      <p className="mt-3 max-w-md text-base text-muted-foreground">{SCREEN.notFound.text}</p>
      <Link to={paths.home} className={buttonClasses('primary', 'lg', 'mt-8')}>
        <House aria-hidden="true" />
        {SCREEN.notFound.goHome}
      </Link>
    </div>
  );
}
