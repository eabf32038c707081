// The database's tables (drizzle), one file a domain; drizzle-kit and every query read them from here.
export * from './schema/accounts';
export * from './schema/players';
export * from './schema/rooms';
export * from './schema/leases';
export * from './schema/notifications';
export * from './schema/pickFive';
