import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { ThemeToggle } from '../layout/theme-toggle.tsx';

/** The frame of the sign-in and registration screens: product name, tagline, the form. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <div className="page-header">
          <div>
            <p className="logo" aria-hidden="true">
              Ros<span>tra</span>
            </p>
            <p className="tagline">Manage your team's schedules with ease</p>
          </div>
          <ThemeToggle />
        </div>
        <Card>
          <h1>{title}</h1>
          {children}
        </Card>
      </div>
    </main>
  );
}
