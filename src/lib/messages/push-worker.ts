/**
 * Korean text of the service worker's notifications (src/service-worker/push-worker.ts), apart from
 * every other message so the worker's script carries only these.
 */
export const pushWorkerMessages = {
  /** A push whose content could not be read still shows something (a push must show a notification). */
  fallbackTitle: 'Pitchside',
  fallbackBody: '새 알림이 있습니다. 눌러서 확인하세요.',
} as const;
