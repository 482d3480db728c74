import { Button } from '../ui/button.tsx';

/** Print: the browser's dialog; the print stylesheet (print.css) keeps the month grid alone. */
export function PrintButton() {
  return (
    <Button size="sm" onClick={() => window.print()}>
      Print
    </Button>
  );
}
