import type { Theme } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from '../lib/theme';
import type { DeferredMenuProps } from './deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

const OPTIONS: ReadonlyArray<{ value: Theme; label: string; icon: typeof Sun }> = [
  {
    value: 'light',
    get label() {
      return SCREEN.nav.themeLight;
    },
    icon: Sun,
  },
  {
    value: 'dark',
    get label() {
      return SCREEN.nav.themeDark;
    },
    icon: Moon,
  },
  {
    value: 'system',
    get label() {
      return SCREEN.nav.themeSystem;
    },
    icon: Monitor,
  },
];

export interface ThemeMenuProps extends DeferredMenuProps {
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** The menu of ThemeToggle (ui/theme-toggle.tsx), loaded when first reached for. */
export function ThemeMenu({ trigger, defaultOpen, align, side }: ThemeMenuProps) {
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger {...trigger} />
      <DropdownMenuContent align={align} side={side}>
        <DropdownMenuLabel>{SCREEN.nav.theme}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          {OPTIONS.map(({ value, label, icon: OptionIcon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <OptionIcon aria-hidden="true" />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
