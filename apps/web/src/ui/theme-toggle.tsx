import { SCREEN } from '@kala/contract';
import { Moon, Sun } from 'lucide-react';
import { cn } from '../lib/cn';
import { useTheme } from '../lib/theme';
import { buttonClasses } from './button-classes';
import { DeferredMenu, lazyMenu } from './deferred-menu';

const themeMenu = lazyMenu(() => import('./theme-menu').then((module) => module.ThemeMenu));

// Labelled, it sits in the sidebar's list of links and looks like one of them.
const LABELLED_CLASSES =
  'flex h-11 cursor-pointer items-center gap-3.5 rounded-xl px-3 [@media(max-height:900px)]:h-9 text-[0.95rem] font-medium text-foreground transition-colors hover:bg-muted';

export interface ThemeToggleProps {
  /** Show the word 'Theme' beside the icon, styled like a sidebar link. */
  showLabel?: boolean;
  className?: string;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** Light, dark or system (docs/product.md#what-kala-does), in a small menu; the button shows the theme in effect. */
export function ThemeToggle({ showLabel = false, className, align = 'end', side }: ThemeToggleProps) {
  const { resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <DeferredMenu
      menu={themeMenu}
      earlyTap="theme-menu"
      align={align}
      side={side}
      trigger={{
        className: showLabel ? cn(LABELLED_CLASSES, className) : buttonClasses('ghost', 'icon', className),
        'aria-label': showLabel ? undefined : SCREEN.nav.theme,
        children: (
          <>
            <Icon aria-hidden="true" className={showLabel ? 'size-[1.35rem] shrink-0' : undefined} />
            {showLabel ? <span>{SCREEN.nav.theme}</span> : null}
          </>
        ),
      }}
    />
  );
}
