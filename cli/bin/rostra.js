#!/usr/bin/env node
// The sources are TypeScript; tsx compiles them on load, so the command works straight after install.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
