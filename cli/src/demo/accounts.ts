/** The demo's sign-ins, printed at start: every account shares one password. */
export const DEMO_PASSWORD = 'Rostra@demo1';
export const DEMO_SUPER_ADMIN = 'superadmin@rostra.demo';
export const DEMO_ADMIN = 'admin@rostra.demo';
export const DEMO_ORGANIZATION = 'Sunrise Care';
