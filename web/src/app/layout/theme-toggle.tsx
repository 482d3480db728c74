import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { setTheme, useTheme } from '@/lib/theme.ts';

/** Switches light and dark; the choice is remembered on this device. */
export function ThemeToggle() {
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <Button variant="ghost" aria-pressed={dark} aria-label="Dark mode" onClick={() => setTheme(dark ? 'light' : 'dark')} title="Dark mode">
      <Icon name={dark ? 'moon' : 'sun'} />
      <span className="wide-only">Dark mode</span>
    </Button>
  );
}
