import { LANGUAGE_NAMES, type Language } from '@kala/contract';
import { Languages } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { api } from '../lib/api-client';
import { getToken } from '../lib/auth-store';
import { cn } from '../lib/cn';
import { earlyTapProps, useEarlyTap } from '../lib/early-taps';
import { appLanguage, currentLanguage, setLanguage, subscribeLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { NOTIFICATIONS_QUERY_KEY } from '../lib/query-keys';
import { shellSchema } from '../lib/shell-schema';
import { buttonClasses } from './button-classes';

// Labelled, it sits in the sidebar's list of links and looks like one of them (as the theme toggle does).
const LABELLED_CLASSES =
  'flex h-11 cursor-pointer items-center gap-3.5 rounded-xl px-3 [@media(max-height:900px)]:h-9 text-[0.95rem] font-medium text-foreground transition-colors hover:bg-muted';

export interface LanguageSwitchProps {
  /** Styled like a sidebar link, the icon beside the name. */
  showLabel?: boolean;
  /** The icon alone, the name its accessible name (the narrow sidebar). */
  iconOnly?: boolean;
  className?: string;
}

/**
 * English ⇄ हिन्दी (docs/decisions/0015-languages.md): the button names the other language, in that language, so a
 * reader of either finds it. The choice is remembered on this device, in a cookie the server reads, and (signed in)
 * on the account, for mails and pushes.
 */
/**
 * Switches the app's language and, when signed in, stores it on the account (PATCH /api/auth/me {language}):
 * the server writes that person's mails and pushes in it. A failed save leaves the switch done on this device.
 */
export async function switchLanguage(next: Language): Promise<void> {
  await setLanguage(next);
  // Sentences the server made (the notifications) are asked for again, in the new language.
  void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  if (!getToken()) return;
  await api
    .patch('/auth/me', { language: next }, { schema: shellSchema('currentProfileSchema') })
    .catch(() => undefined);
}

export function LanguageSwitch({ showLabel = false, iconOnly = false, className }: LanguageSwitchProps) {
  const other: Language = useSyncExternalStore(subscribeLanguage, appLanguage, currentLanguage) === 'hi' ? 'en' : 'hi';
  // On a page the server drew, a tap before the app ran switches once it has (lib/early-taps.ts).
  useEarlyTap('language', () => void switchLanguage(other));
  return (
    <button
      type="button"
      {...earlyTapProps('language')}
      lang={other === 'hi' ? 'hi' : 'en'}
      aria-label={iconOnly ? LANGUAGE_NAMES[other] : undefined}
      onClick={() => void switchLanguage(other)}
      className={
        showLabel
          ? cn(LABELLED_CLASSES, className)
          : iconOnly
            ? buttonClasses('ghost', 'icon', className)
            : buttonClasses('ghost', 'sm', cn('shrink-0 gap-1.5 px-2 font-semibold', className))
      }
    >
      <Languages aria-hidden="true" className={showLabel ? 'size-[1.35rem] shrink-0' : undefined} />
      {iconOnly ? null : (
        // On a narrow phone the icon alone, the name still its accessible name: the search box keeps its room.
        <span className={showLabel ? undefined : 'max-[429px]:sr-only'}>{LANGUAGE_NAMES[other]}</span>
      )}
    </button>
  );
}
