import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'md' | 'sm';
  busy?: boolean;
}

/** A button; `busy` disables it and tells assistive technology that work is under way. */
export function Button({ variant = 'secondary', size = 'md', busy = false, className, disabled, type = 'button', ...rest }: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, size === 'sm' ? 'btn-sm' : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest} />;
}

/** A form's submit button, primary unless told otherwise; while `busy`, it reads `busyLabel` when one is given ('Saving…'). */
export function SubmitButton({ busy, busyLabel, variant = 'primary', children, ...rest }: ButtonProps & { busyLabel?: string }) {
  return (
    <Button type="submit" variant={variant} busy={busy} {...rest}>
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
