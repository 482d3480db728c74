import { Button } from '../../components/ui/Button.tsx';
import { setTheme, useTheme } from '../../lib/theme.ts';

/** Switches light and dark; the choice is remembered on this device. */
export function ThemeToggle() {
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <Button variant="ghost" aria-pressed={dark} aria-label="Dark mode" onClick={() => setTheme(dark ? 'light' : 'dark')} title="Dark mode">
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
      <span className="wide-only">Dark mode</span>
    </Button>
  );
}
