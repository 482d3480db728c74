import { useSyncExternalStore } from 'react';

// Dark mode: CSS variables switched by <html data-theme>, remembered on the device, and following
// the system preference until the user chooses.
export type Theme = 'light' | 'dark';
const KEY = 'rostra.theme';
const listeners = new Set<() => void>();
const systemDark = () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

export function currentTheme(): Theme {
  const chosen = localStorage.getItem(KEY);
  return chosen === 'dark' || chosen === 'light' ? chosen : systemDark() ? 'dark' : 'light';
}

export function applyTheme(): void {
  document.documentElement.dataset.theme = currentTheme();
  listeners.forEach((listener) => listener());
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(KEY, theme);
  applyTheme();
}

export function watchSystemTheme(): void {
  if (typeof matchMedia === 'function') matchMedia('(prefers-color-scheme: dark)').addEventListener('change', applyTheme);
}

export function useTheme(): Theme {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentTheme);
}
