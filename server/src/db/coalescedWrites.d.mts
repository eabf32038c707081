import type { Socket } from 'node:net';

export function coalesceWrites<T extends Socket>(socket: T): T;
