import { type ComponentProps, type ComponentType, lazy, Suspense, useState } from 'react';
import { earlyTapProps, useEarlyTap } from '../lib/early-taps';
import { retryImport } from '../lib/retry-import';

/** What a deferred menu module renders: the Radix menu with this trigger, open at once when it first appears. */
export interface DeferredMenuProps {
  trigger: ComponentProps<'button'>;
  defaultOpen?: boolean;
}

export interface LazyMenu<P extends DeferredMenuProps> {
  Menu: ComponentType<P>;
  preload: () => Promise<unknown>;
}

/** A menu component to load on demand; call it once, at module level. */
export function lazyMenu<P extends DeferredMenuProps>(load: () => Promise<ComponentType<P>>): LazyMenu<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    // Retried while the server is unreachable: meanwhile the trigger stays a plain button (the fallback).
    loading ??= retryImport(load).then((component) => ({ default: component }));
    return loading;
  };
  return { Menu: lazy(preload), preload };
}

/**
 * A menu button whose menu loads when someone reaches for it, not with the page: the Radix menu, with its
 * positioning, focus and scroll-lock code, is about 25 kB gzipped, and the shell shows two such buttons on
 * every screen. Until then the trigger is a plain button that looks and reads the same (aria-haspopup);
 * hovering, focusing or touching it starts the download and a click opens the real menu.
 */
export function DeferredMenu<P extends DeferredMenuProps>({
  menu,
  earlyTap,
  ...props
}: { menu: LazyMenu<P>; earlyTap: string } & P) {
  const [opened, setOpened] = useState(false);
  const preload = () => void menu.preload();
  // On a page the server drew, a tap before the app ran opens the menu once it has (lib/early-taps.ts).
  useEarlyTap(earlyTap, () => setOpened(true));
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props.trigger}
      {...earlyTapProps(earlyTap)}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={() => setOpened(true)}
    />
  );
  if (!opened) return button;
  const { Menu } = menu;
  return (
    <Suspense fallback={button}>
      <Menu {...(props as unknown as P)} defaultOpen />
    </Suspense>
  );
}
