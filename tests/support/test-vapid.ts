/**
 * The VAPID key pair of test servers (decision 058), fixed like their JWT secret: made once with
 * `npx web-push generate-vapid-keys`, good for nothing but tests. Production refuses to start without
 * a pair (server/config.ts), so a test that runs the server as production passes this one.
 */
export const testVapidKeys = {
  publicKey: 'BIQHUvxHRd3O7n5h_kBmU9knyLm0XCgSyKJBCtq9Id8WgsaxKvI342P4StBDfnY8pHkpQlM0NIvwCAs8ecib85k',
  privateKey: 'BXV99_RNyWyZfdmtU6kusbVKt5tGX6ZQ-a1KB-k7xGk',
  subject: 'mailto:pitchside-tests@example.org',
} as const;

/** The same as environment variables (loadConfig, a server child process). */
export const testVapidEnv = {
  VAPID_PUBLIC_KEY: testVapidKeys.publicKey,
  VAPID_PRIVATE_KEY: testVapidKeys.privateKey,
  VAPID_SUBJECT: testVapidKeys.subject,
} as const;
