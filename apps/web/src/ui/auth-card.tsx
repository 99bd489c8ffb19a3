import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

export interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** The line under the card's body, e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
  /** Room for two columns of fields (register). */
  wide?: boolean;
  children: ReactNode;
}

/** The card every account screen sits in, centred by the auth layout. */
export function AuthCard({ title, description, footer, wide = false, children }: AuthCardProps) {
  return (
    <Card className={cn('w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
      {footer ? (
        <div className="border-t border-border px-6 py-5 text-center text-sm text-muted-foreground sm:px-8">
          {footer}
        </div>
      ) : null}
    </Card>
  );
}

/** An in-card text link in the accent colour, underlined on hover. */
export const authLinkClasses =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:underline rounded-sm';
